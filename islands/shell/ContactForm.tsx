import { type FormEvent, useState } from 'react';
import { CONTACT_LIMITS } from '../../contracts/contact-limits';
import { readFailure } from '../lib/failure';
import { formatNumber, useI18n } from '../lib/i18n';
import { loadMessage } from '../lib/messages';
import { useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { EmailField, Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { useForm, useValues } from '../lib/use-form';
import { shellApi } from './api';

const contactSchema = () => import('../../contracts/contact').then((m) => m.ContactSchema);

/**
 * The contact form (spec §5): checked with the same ContactSchema as POST /api/contact/, sent,
 * then "Your message has been sent successfully!" or "Failed to send message. Please try again."
 * as a toast (spec §8, §9). A signed-in member's name and e-mail are filled in.
 */
export default function ContactForm() {
  const { t, lang } = useI18n();
  const { user } = useSession();
  const { values, setValues, set } = useValues({
    name: user?.full_name ?? '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  });
  const [confirming, setConfirming] = useState(false);

  // The schema and the messages load when the form is first sent, not with the page.
  const form = useForm(contactSchema, async (input) => {
    try {
      const receipt = await shellApi.contact(input);
      toast.success(await loadMessage('contactSent'));
      setValues((v) => ({ ...v, subject: '', message: '' }));
      return receipt;
    } catch (error) {
      const failure = await readFailure(error);
      if (failure.status === 400 && Object.keys(failure.fields).length) {
        form.setErrors(failure.fields);
      } else {
        toast.error(failure.status === 429 ? failure.message : await loadMessage('contactFailed'));
      }
      return undefined;
    }
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.run(values);
  }

  function discard() {
    if (values.subject.trim() || values.message.trim()) setConfirming(true);
    else form.setErrors({});
  }

  const max = CONTACT_LIMITS.message.max;
  return (
    <>
      <form className="card contact-card" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('shell.contact.formTitle')}</h2>
        <p className="muted">{t('shell.contact.required')}</p>
        <FormAlert messages={form.errors.non_field_errors ?? []} />
        <Field
          label={t('shell.contact.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          maxLength={CONTACT_LIMITS.name.max}
          onChange={set('name')}
          errors={form.errors.name}
          required
        />
        <EmailField
          label={t('shell.contact.email')}
          value={values.email}
          onChange={set('email')}
          errors={form.errors.email}
        />
        <Field
          label={t('shell.contact.subject')}
          name="subject"
          value={values.subject}
          maxLength={CONTACT_LIMITS.subject.max}
          onChange={set('subject')}
          errors={form.errors.subject}
          required
        />
        <TextAreaField
          label={t('shell.contact.message')}
          name="message"
          rows={7}
          value={values.message}
          maxLength={max}
          onChange={set('message')}
          errors={form.errors.message}
          required
          hint={t('shell.contact.counter', {
            count: formatNumber(lang, values.message.length),
            max: formatNumber(lang, max),
          })}
        />
        <div className="contact-actions">
          <button type="button" className="button" onClick={discard} disabled={form.busy}>
            {t('shell.contact.discard')}
          </button>
          <button
            className="button button-primary"
            type="submit"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
          >
            {form.busy ? t('shell.contact.sending') : t('shell.contact.submit')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('shell.contact.discardTitle')}
        message={<p>{t('shell.contact.discardBody')}</p>}
        confirmLabel={t('shell.contact.discardConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setValues((v) => ({ ...v, subject: '', message: '' }));
          form.setErrors({});
          setConfirming(false);
        }}
      />
    </>
  );
}
