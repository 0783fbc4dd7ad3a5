import { type FormEvent, useState } from 'react';
import type { ClientRequest } from '../../../contracts/hiring';
import { HIRING_LIMITS } from '../../../contracts/hiring-limits';
import { hireApi } from '../hire';
import { useI18n } from '../i18n';
import { useForm, useValues } from '../use-form';
import { Field, FormAlert, TextAreaField } from './Field';
import { ModalDialog as Modal } from './ModalDialog';

// Checked when sent: valibot, the contract and the messages load then, not with the dialog (decision 15).
const requestSchema = () => import('../hire-schemas').then((m) => m.ClientRequestCreateSchema);

/** The Hire button's dialog: a project request (title and message) to an expert or a team. */
export default function HireDialog({
  open,
  onClose,
  owner,
  team,
  name,
}: {
  open: boolean;
  onClose: () => void;
  owner?: string;
  team?: string;
  name: string;
}) {
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={onClose} title={t('hiring.hire.title', { name })}>
      {open && <HireForm owner={owner} team={team} name={name} onDone={onClose} />}
    </Modal>
  );
}

function HireForm({
  owner,
  team,
  name,
  onDone,
}: {
  owner?: string;
  team?: string;
  name: string;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const { values, set } = useValues({ title: '', message: '' });
  const [sent, setSent] = useState<ClientRequest | null>(null);
  const form = useForm(requestSchema, (input) => hireApi.hire(input));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await form.run({ ...(team ? { team } : { owner }), ...values });
    if (result) setSent(result);
  }

  if (sent) {
    return (
      <div className="hiring-sent" role="status" data-testid="hire-sent">
        <p>{t('hiring.hire.sent', { name })}</p>
        <div className="form-actions">
          <button type="button" className="button" onClick={onDone}>
            {t('hiring.hire.close')}
          </button>
          <a className="button button-primary" href={`/market/requests/${encodeURIComponent(sent.id)}/`}>
            {t('hiring.hire.open')}
          </a>
        </div>
      </div>
    );
  }

  const general = [
    ...(form.errors.non_field_errors ?? []),
    ...(form.errors.owner ?? []),
    ...(form.errors.team ?? []),
  ];
  return (
    <form className="stack-form" onSubmit={submit} noValidate data-testid="hire-form">
      <p className="muted">{t('hiring.hire.intro')}</p>
      <FormAlert messages={general} />
      <Field
        label={t('hiring.hire.projectTitle')}
        name="title"
        value={values.title}
        onChange={set('title')}
        maxLength={HIRING_LIMITS.title.max}
        required
        errors={form.errors.title}
      />
      <TextAreaField
        label={t('hiring.hire.message')}
        name="message"
        value={values.message}
        onChange={set('message')}
        maxLength={HIRING_LIMITS.message.max}
        rows={6}
        required
        errors={form.errors.message}
        hint={t('hiring.hire.messageHint')}
      />
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone} disabled={form.busy}>
          {t('shell.common.cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={form.busy}
          aria-busy={form.busy || undefined}
        >
          {form.busy ? t('common.loading') : t('hiring.hire.send')}
        </button>
      </div>
    </form>
  );
}
