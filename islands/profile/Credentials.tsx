import { type ComponentType, useState } from 'react';
import type { FieldErrors } from '../../contracts/errors';
import { type Award, AwardSchema, type Certification, CertificationSchema } from '../../contracts/profiles';
import { notifyFailure } from '../lib/errors';
import { formatDate, type Key, useI18n } from '../lib/i18n';
import { showToast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { ErrorState } from '../lib/ui/ErrorState';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { Modal } from '../lib/ui/Modal';
import { useForm, useValues } from '../lib/use-form';
import { useLoad } from '../lib/use-load';
import { profileApi } from './profile-api';

type Kind = 'certification' | 'award';
type Item = Certification | Award;

/** What differs between the two kinds: the calls, the contract, the catalogue keys and the form. */
const KINDS = {
  certification: {
    prefix: 'profile.cert',
    schema: CertificationSchema,
    list: profileApi.certifications,
    add: profileApi.addCertification,
    patch: profileApi.patchCertification,
    remove: profileApi.deleteCertification,
  },
  award: {
    prefix: 'profile.award',
    schema: AwardSchema,
    list: profileApi.awards,
    add: profileApi.addAward,
    patch: profileApi.patchAward,
    remove: profileApi.deleteAward,
  },
} as const;

/** A catalogue key of the kind, e.g. `key('award', 'deleted')` is `profile.award.deleted`. */
const key = (kind: Kind, name: string) => `${KINDS[kind].prefix}.${name}` as Key;

const certificationValues = (c: Certification | null) => ({
  title: c?.title ?? '',
  issued_by: c?.issued_by ?? '',
  issue_date: c?.issue_date ?? '',
  expiry_date: c?.expiry_date ?? '',
  certificate_id: c?.certificate_id ?? '',
  certificate_url: c?.certificate_url ?? '',
  description: c?.description ?? '',
});
type CertificationValues = ReturnType<typeof certificationValues>;

const awardValues = (a: Award | null) => ({
  title: a?.title ?? '',
  awarded_by: a?.awarded_by ?? '',
  award_date: a?.award_date ?? '',
  description: a?.description ?? '',
});
type AwardValues = ReturnType<typeof awardValues>;

/** What a credential form hands the fields of its kind: the values, their change handlers, the errors. */
interface FieldsProps<V> {
  values: V;
  set: (name: keyof V) => (e: { target: { value: string } }) => void;
  errors: FieldErrors;
}

function CertificationFields({ values, set, errors }: FieldsProps<CertificationValues>) {
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

function AwardFields({ values, set, errors }: FieldsProps<AwardValues>) {
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
function CredentialForm<V extends Record<string, string> & { title: string; description: string }>({
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
    showToast({ tone: 'success', key: key(kind, itemId ? 'updated' : 'added') });
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

/**
 * Licenses and certifications, or honors and awards, of one user. The owner adds, edits and
 * deletes (with a confirmation, spec §4); everyone else reads.
 */
export function CredentialsSection({
  kind,
  userId,
  isOwner,
}: {
  kind: Kind;
  userId: string;
  isOwner: boolean;
}) {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const state = useLoad<{ results: Item[] }>(() => KINDS[kind].list(userId), `${kind}:${userId}`);
  const titleId = `${kind}-heading`;
  const items = state.data?.results ?? [];

  async function remove(item: Item) {
    try {
      await KINDS[kind].remove(item.id);
      showToast({ tone: 'success', key: key(kind, 'deleted') });
      setDeleting(null);
      state.reload();
    } catch (error) {
      await notifyFailure(error);
    }
  }

  const current = editing === 'new' ? null : editing;
  const close = () => setEditing(null);
  const saved = () => {
    setEditing(null);
    state.reload();
  };

  return (
    <section className="card profile-section" aria-labelledby={titleId} data-testid={`${kind}-section`}>
      <div className="section-head">
        <h2 id={titleId}>{t(key(kind, 'heading'))}</h2>
        {isOwner && (
          <button type="button" className="button button-small" onClick={() => setEditing('new')}>
            {t(key(kind, 'add'))}
          </button>
        )}
      </div>
      {state.status === 'failed' && <ErrorState failure={state.failure} onRetry={state.reload} />}
      {state.status === 'loading' && !state.data && <p className="muted">{t('common.loading')}</p>}
      {state.data && items.length === 0 && <p className="muted">{t(key(kind, 'none'))}</p>}
      <ul className="credential-list">
        {items.map((item) => {
          const cert = kind === 'certification' ? (item as Certification) : null;
          const award = kind === 'award' ? (item as Award) : null;
          return (
            <li key={item.id} className="credential">
              <div>
                <h3 dir="auto">{item.title}</h3>
                <p className="muted">
                  {cert ? cert.issued_by : award!.awarded_by}
                  {' · '}
                  {cert
                    ? t('profile.cert.issued', { date: formatDate(lang, cert.issue_date) })
                    : formatDate(lang, award!.award_date)}
                  {cert?.expiry_date &&
                    ` · ${t('profile.cert.expires', { date: formatDate(lang, cert.expiry_date) })}`}
                </p>
                {cert && (
                  <p className="muted">
                    {t('profile.cert.credential')} <span dir="ltr">{cert.certificate_id}</span>
                    {cert.certificate_url && (
                      <>
                        {' · '}
                        <a href={cert.certificate_url} rel="noopener noreferrer" target="_blank">
                          {t('profile.cert.show')}
                        </a>
                      </>
                    )}
                  </p>
                )}
                {item.description && <p dir="auto">{item.description}</p>}
              </div>
              {isOwner && (
                <div className="credential-actions">
                  <button type="button" className="button button-small" onClick={() => setEditing(item)}>
                    {t('profile.common.edit')}
                    <span className="visually-hidden"> {item.title}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger-outline"
                    onClick={() => setDeleting(item)}
                  >
                    {t('profile.common.delete')}
                    <span className="visually-hidden"> {item.title}</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {isOwner && (
        <>
          <Modal
            open={editing !== null}
            onClose={close}
            title={t(key(kind, editing === 'new' ? 'add' : 'edit'))}
          >
            {editing !== null &&
              (kind === 'certification' ? (
                <CredentialForm
                  kind={kind}
                  itemId={current?.id ?? null}
                  initial={certificationValues(current as Certification | null)}
                  Fields={CertificationFields}
                  onCancel={close}
                  onDone={saved}
                />
              ) : (
                <CredentialForm
                  kind={kind}
                  itemId={current?.id ?? null}
                  initial={awardValues(current as Award | null)}
                  Fields={AwardFields}
                  onCancel={close}
                  onDone={saved}
                />
              ))}
          </Modal>
          <ConfirmDialog
            open={deleting !== null}
            title={t(key(kind, 'deleteTitle'))}
            message={t(key(kind, 'deleteMessage'), { title: deleting?.title ?? '' })}
            confirmLabel={t('profile.common.delete')}
            onConfirm={() => (deleting ? remove(deleting) : undefined)}
            onCancel={() => setDeleting(null)}
          />
        </>
      )}
    </section>
  );
}
