import { type FormEvent, useState } from 'react';
import type { User } from '../../contracts/auth';
import { useI18n } from '../lib/i18n';
import { setUser } from '../lib/session';
import { toast } from '../lib/toast';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { useForm, useValues } from '../lib/use-form';
import { profileApi } from './api';
import { useUnsaved } from './unsaved';

// Profile edit: the sections that save the user's own fields (auth/user).

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const userSchema = () => import('./schemas').then((m) => m.UserUpdateSchema);

export const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** Saves `auth/user` with the same contract as the API and tells the session; each section keeps its own form. */
function useUserForm() {
  return useForm(userSchema, async (input) => {
    const saved = await profileApi.updateUser(input);
    setUser(saved);
    toast.success({ key: 'profile.edit.saved' });
    return saved;
  });
}

export function BasicInformation({ user }: { user: User }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<'person' | 'company'>(
    user.foundation_date && !user.date_of_birth ? 'company' : 'person',
  );
  const form = useUserForm();
  const saved = {
    full_name: user.full_name,
    company_name: user.company_name ?? '',
    date_of_birth: user.date_of_birth ?? '',
    foundation_date: user.foundation_date ?? '',
    job_title: user.job_title ?? '',
    city: user.city ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
  };
  const { values, set } = useValues(saved);
  useUnsaved(
    'profile.edit.basic',
    (Object.keys(saved) as (keyof typeof saved)[]).some(
      (k) => values[k].trim() !== saved[k] && !(kind === 'company' && k === 'company_name'),
    ),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    const company = kind === 'company';
    void form.run({
      full_name: values.full_name,
      company_name: company ? values.full_name : values.company_name,
      date_of_birth: company ? null : orNull(values.date_of_birth),
      foundation_date: company ? orNull(values.foundation_date) : null,
      job_title: values.job_title,
      city: values.city,
      location: values.location,
      website: values.website.trim(),
    });
  }

  return (
    <form className="card edit-section stack-form" onSubmit={submit} noValidate aria-labelledby="basic-title">
      <h2 id="basic-title">{t('profile.edit.basic')}</h2>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <fieldset className="choice-row">
        <legend>{t('profile.edit.kind')}</legend>
        {(['person', 'company'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
            {t(`profile.edit.kind.${k}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={kind === 'company' ? t('profile.edit.companyName') : t('profile.edit.fullName')}
        name="full_name"
        value={values.full_name}
        onChange={set('full_name')}
        errors={form.errors.full_name}
        required
      />
      {kind === 'company' ? (
        <Field
          label={t('profile.edit.foundationDate')}
          name="foundation_date"
          type="date"
          value={values.foundation_date}
          onChange={set('foundation_date')}
          errors={form.errors.foundation_date}
        />
      ) : (
        <>
          <Field
            label={t('profile.edit.birthDate')}
            name="date_of_birth"
            type="date"
            value={values.date_of_birth}
            onChange={set('date_of_birth')}
            errors={form.errors.date_of_birth}
          />
          <div className="field-row">
            <Field
              label={t('profile.edit.jobTitle')}
              name="job_title"
              value={values.job_title}
              onChange={set('job_title')}
              errors={form.errors.job_title}
            />
            <Field
              label={t('profile.edit.employer')}
              name="company_name"
              value={values.company_name}
              onChange={set('company_name')}
              errors={form.errors.company_name}
            />
          </div>
        </>
      )}
      <div className="field-row">
        <Field
          label={t('profile.edit.city')}
          name="city"
          value={values.city}
          onChange={set('city')}
          errors={form.errors.city}
        />
        <Field
          label={t('profile.edit.country')}
          name="location"
          value={values.location}
          onChange={set('location')}
          errors={form.errors.location}
        />
      </div>
      <Field
        label={t('profile.edit.website')}
        name="website"
        type="url"
        dir="ltr"
        placeholder="https://"
        value={values.website}
        onChange={set('website')}
        errors={form.errors.website}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? t('common.loading') : t('profile.edit.saveBasic')}
        </button>
      </div>
    </form>
  );
}

export function Description({ user }: { user: User }) {
  const { t } = useI18n();
  const form = useUserForm();
  const [text, setText] = useState(user.description ?? '');
  useUnsaved('profile.edit.description', text !== (user.description ?? ''));
  return (
    <form
      className="card edit-section stack-form"
      noValidate
      aria-labelledby="description-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run({ description: text });
      }}
    >
      <h2 id="description-title">{t('profile.edit.description')}</h2>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <TextAreaField
        label={t('profile.edit.descriptionLabel')}
        name="description"
        rows={6}
        maxLength={5000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        errors={form.errors.description}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? t('common.loading') : t('profile.edit.saveDescription')}
        </button>
      </div>
    </form>
  );
}
