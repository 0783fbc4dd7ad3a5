import type { ComponentType } from 'react';
import type { FieldErrors } from '../../contracts/errors';
import type { Award, Certification } from '../../contracts/profiles';
import { type Key, useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { useForm, useValues } from '../lib/use-form';
import { profileApi } from './api';

export type Kind = 'certification' | 'award';
export type Item = Certification | Award;
type Contracts = typeof import('../../contracts/profiles');
type CredentialSchema = Contracts['CertificationSchema'] | Contracts['AwardSchema'];

/** What differs between the two kinds: the calls, the contract, the catalogue keys and the form. */
export const KINDS = {
  certification: {
    prefix: 'profile.cert',
    // Checked when sent: valibot and the messages load then, not with every visitor's profile page.
    schema: (): Promise<CredentialSchema> =>
      import('../../contracts/profiles').then((m) => m.CertificationSchema),
    list: profileApi.certifications,
    add: profileApi.addCertification,
    patch: profileApi.patchCertification,
    remove: profileApi.deleteCertification,
  },
  award: {
    prefix: 'profile.award',
    schema: (): Promise<CredentialSchema> => import('../../contracts/profiles').then((m) => m.AwardSchema),
    list: profileApi.awards,
    add: profileApi.addAward,
    patch: profileApi.patchAward,
    remove: profileApi.deleteAward,
  },
} as const;

/** A catalogue key of the kind, e.g. `key('award', 'deleted')` is `profile.award.deleted`. */
export const key = (kind: Kind, name: string) => `${KINDS[kind].prefix}.${name}` as Key;

export const certificationValues = (c: Certification | null) => ({
  title: c?.title ?? '',
  issued_by: c?.issued_by ?? '',
  issue_date: c?.issue_date ?? '',
  expiry_date: c?.expiry_date ?? '',
  certificate_id: c?.certificate_id ?? '',
  certificate_url: c?.certificate_url ?? '',
  description: c?.description ?? '',
});
export type CertificationValues = ReturnType<typeof certificationValues>;

export const awardValues = (a: Award | null) => ({
  title: a?.title ?? '',
  awarded_by: a?.awarded_by ?? '',
  award_date: a?.award_date ?? '',
  description: a?.description ?? '',
});
export type AwardValues = ReturnType<typeof awardValues>;

/** What a credential form hands the fields of its kind: the values, their change handlers, the errors. */
export interface FieldsProps<V> {
  values: V;
  set: (name: keyof V) => (e: { target: { value: string } }) => void;
  errors: FieldErrors;
}

export function CertificationFields({ values, set, errors }: FieldsProps<CertificationValues>) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('profile.cert.issuer')}
        name="issued_by"
        value={values.issued_by}
        onChange={set('issued_by')}
        errors={errors.issued_by}
        required
      />
      <div className="field-row">
        <Field
          label={t('profile.cert.issueDate')}
          type="date"
          name="issue_date"
          value={values.issue_date}
          onChange={set('issue_date')}
          errors={errors.issue_date}
          required
        />
        <Field
          label={t('profile.cert.expiryDate')}
          type="date"
          name="expiry_date"
          value={values.expiry_date}
          onChange={set('expiry_date')}
          errors={errors.expiry_date}
        />
      </div>
      <Field
        label={t('profile.cert.credentialId')}
        name="certificate_id"
        value={values.certificate_id}
        onChange={set('certificate_id')}
        errors={errors.certificate_id}
        required
        dir="ltr"
      />
      <Field
        label={t('profile.cert.url')}
        type="url"
        name="certificate_url"
        value={values.certificate_url}
        onChange={set('certificate_url')}
        errors={errors.certificate_url}
        dir="ltr"
      />
    </>
  );
}

export function AwardFields({ values, set, errors }: FieldsProps<AwardValues>) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('profile.award.awardedBy')}
        name="awarded_by"
        value={values.awarded_by}
        onChange={set('awarded_by')}
        errors={errors.awarded_by}
        required
      />
      <Field
        label={t('profile.award.date')}
        type="date"
        name="award_date"
        value={values.award_date}
        onChange={set('award_date')}
        errors={errors.award_date}
        required
      />
    </>
  );
}

/**
 * Adds (no `itemId`) or edits one credential with the kind's contract, then toasts and calls
 * `onDone`. Every kind has a title first and a description last; `Fields` are the ones between.
 */
export function CredentialForm<V extends Record<string, string> & { title: string; description: string }>({
  kind,
  itemId,
  initial,
  Fields,
  onDone,
  onCancel,
}: {
  kind: Kind;
  itemId: string | null;
  initial: V;
  Fields: ComponentType<FieldsProps<V>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const api = KINDS[kind];
  const form = useForm(api.schema, async (input) => {
    const saved = itemId ? await api.patch(itemId, input) : await api.add(input);
    toast.success({ key: key(kind, itemId ? 'updated' : 'added') });
    onDone();
    return saved;
  });
  const { values, set } = useValues(initial);
  return (
    <form
      className="stack-form"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(values);
      }}
      noValidate
      id={`${kind}-form`}
    >
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <Field
        label={t(key(kind, 'title'))}
        name="title"
        value={values.title}
        onChange={set('title')}
        errors={form.errors.title}
        required
      />
      <Fields values={values} set={set} errors={form.errors} />
      <TextAreaField
        label={t(key(kind, 'description'))}
        rows={3}
        name="description"
        value={values.description}
        onChange={set('description')}
        errors={form.errors.description}
      />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('profile.common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? t('common.loading') : t('profile.common.save')}
        </button>
      </div>
    </form>
  );
}
