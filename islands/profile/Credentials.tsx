import { type FormEvent, useState } from 'react';
import { type Award, AwardSchema, type Certification, CertificationSchema } from '../../contracts/profiles';
import { notifyFailure } from '../lib/errors';
import { formatDate, useI18n } from '../lib/i18n';
import { showToast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { ErrorState } from '../lib/ui/ErrorState';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { Modal } from '../lib/ui/Modal';
import { useForm } from '../lib/use-form';
import { useLoad } from '../lib/use-load';
import { profileApi } from './profile-api';

type Kind = 'certification' | 'award';

const EMPTY_CERT = {
  title: '',
  issued_by: '',
  issue_date: '',
  expiry_date: '',
  certificate_id: '',
  certificate_url: '',
  description: '',
};
const EMPTY_AWARD = { title: '', awarded_by: '', award_date: '', description: '' };

function CertificationForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: Certification | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState(
    initial
      ? {
          title: initial.title,
          issued_by: initial.issued_by,
          issue_date: initial.issue_date,
          expiry_date: initial.expiry_date ?? '',
          certificate_id: initial.certificate_id,
          certificate_url: initial.certificate_url ?? '',
          description: initial.description ?? '',
        }
      : EMPTY_CERT,
  );
  const form = useForm(CertificationSchema, async (input) => {
    const saved = initial
      ? await profileApi.patchCertification(initial.id, input)
      : await profileApi.addCertification(input);
    showToast({ tone: 'success', key: initial ? 'profile.cert.updated' : 'profile.cert.added' });
    onDone();
    return saved;
  });
  const set = (name: keyof typeof EMPTY_CERT) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.run(values);
  };
  return (
    <form className="stack-form" onSubmit={submit} noValidate id="certification-form">
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <Field
        label={t('profile.cert.title')}
        name="title"
        value={values.title}
        onChange={set('title')}
        errors={form.errors.title}
        required
      />
      <Field
        label={t('profile.cert.issuer')}
        name="issued_by"
        value={values.issued_by}
        onChange={set('issued_by')}
        errors={form.errors.issued_by}
        required
      />
      <div className="field-row">
        <Field
          label={t('profile.cert.issueDate')}
          name="issue_date"
          type="date"
          value={values.issue_date}
          onChange={set('issue_date')}
          errors={form.errors.issue_date}
          required
        />
        <Field
          label={t('profile.cert.expiryDate')}
          name="expiry_date"
          type="date"
          value={values.expiry_date}
          onChange={set('expiry_date')}
          errors={form.errors.expiry_date}
        />
      </div>
      <Field
        label={t('profile.cert.credentialId')}
        name="certificate_id"
        value={values.certificate_id}
        onChange={set('certificate_id')}
        errors={form.errors.certificate_id}
        required
        dir="ltr"
      />
      <Field
        label={t('profile.cert.url')}
        name="certificate_url"
        type="url"
        value={values.certificate_url}
        onChange={set('certificate_url')}
        errors={form.errors.certificate_url}
        dir="ltr"
      />
      <TextAreaField
        label={t('profile.cert.description')}
        name="description"
        rows={3}
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

function AwardForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: Award | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState(
    initial
      ? {
          title: initial.title,
          awarded_by: initial.awarded_by,
          award_date: initial.award_date,
          description: initial.description ?? '',
        }
      : EMPTY_AWARD,
  );
  const form = useForm(AwardSchema, async (input) => {
    const saved = initial ? await profileApi.patchAward(initial.id, input) : await profileApi.addAward(input);
    showToast({ tone: 'success', key: initial ? 'profile.award.updated' : 'profile.award.added' });
    onDone();
    return saved;
  });
  const set = (name: keyof typeof EMPTY_AWARD) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.run(values);
  };
  return (
    <form className="stack-form" onSubmit={submit} noValidate id="award-form">
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <Field
        label={t('profile.award.title')}
        name="title"
        value={values.title}
        onChange={set('title')}
        errors={form.errors.title}
        required
      />
      <Field
        label={t('profile.award.awardedBy')}
        name="awarded_by"
        value={values.awarded_by}
        onChange={set('awarded_by')}
        errors={form.errors.awarded_by}
        required
      />
      <Field
        label={t('profile.award.date')}
        name="award_date"
        type="date"
        value={values.award_date}
        onChange={set('award_date')}
        errors={form.errors.award_date}
        required
      />
      <TextAreaField
        label={t('profile.award.description')}
        name="description"
        rows={3}
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
  const [editing, setEditing] = useState<Certification | Award | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Certification | Award | null>(null);
  const state = useLoad<{ results: (Certification | Award)[] }>(
    () => (kind === 'certification' ? profileApi.certifications(userId) : profileApi.awards(userId)),
    `${kind}:${userId}`,
  );
  const prefix = kind === 'certification' ? 'profile.cert' : 'profile.award';
  const heading = t(kind === 'certification' ? 'profile.cert.heading' : 'profile.award.heading');
  const titleId = `${kind}-heading`;
  const items = state.data?.results ?? [];

  async function remove(item: Certification | Award) {
    try {
      if (kind === 'certification') await profileApi.deleteCertification(item.id);
      else await profileApi.deleteAward(item.id);
      showToast({ tone: 'success', key: `${prefix}.deleted` });
      setDeleting(null);
      state.reload();
    } catch (error) {
      await notifyFailure(error);
    }
  }

  return (
    <section className="card profile-section" aria-labelledby={titleId} data-testid={`${kind}-section`}>
      <div className="section-head">
        <h2 id={titleId}>{heading}</h2>
        {isOwner && (
          <button type="button" className="button button-small" onClick={() => setEditing('new')}>
            {t(kind === 'certification' ? 'profile.cert.add' : 'profile.award.add')}
          </button>
        )}
      </div>
      {state.status === 'failed' && <ErrorState failure={state.failure} onRetry={state.reload} />}
      {state.status === 'loading' && !state.data && <p className="muted">{t('common.loading')}</p>}
      {state.data && items.length === 0 && (
        <p className="muted">{t(kind === 'certification' ? 'profile.cert.none' : 'profile.award.none')}</p>
      )}
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
            onClose={() => setEditing(null)}
            title={t(
              editing === 'new'
                ? (`${prefix}.add` as 'profile.cert.add')
                : (`${prefix}.edit` as 'profile.cert.edit'),
            )}
          >
            {editing !== null &&
              (kind === 'certification' ? (
                <CertificationForm
                  initial={editing === 'new' ? null : (editing as Certification)}
                  onCancel={() => setEditing(null)}
                  onDone={() => {
                    setEditing(null);
                    state.reload();
                  }}
                />
              ) : (
                <AwardForm
                  initial={editing === 'new' ? null : (editing as Award)}
                  onCancel={() => setEditing(null)}
                  onDone={() => {
                    setEditing(null);
                    state.reload();
                  }}
                />
              ))}
          </Modal>
          <ConfirmDialog
            open={deleting !== null}
            title={t(`${prefix}.deleteTitle` as 'profile.cert.deleteTitle')}
            message={t(`${prefix}.deleteMessage` as 'profile.cert.deleteMessage', {
              title: deleting?.title ?? '',
            })}
            confirmLabel={t('profile.common.delete')}
            onConfirm={() => (deleting ? remove(deleting) : undefined)}
            onCancel={() => setDeleting(null)}
          />
        </>
      )}
    </section>
  );
}
