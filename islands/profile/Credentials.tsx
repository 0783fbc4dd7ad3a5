import { useState } from 'react';
import type { Award, Certification } from '../../contracts/profiles';
import { notifyFailure } from '../lib/failure';
import { formatDate, useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { ErrorState } from '../lib/ui/ErrorState';
import { Modal } from '../lib/ui/Modal';
import { useLoad } from '../lib/use-load';
import {
  AwardFields,
  awardValues,
  CertificationFields,
  CredentialForm,
  certificationValues,
  type Item,
  KINDS,
  type Kind,
  key,
} from './CredentialForm';

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
      toast.success({ key: key(kind, 'deleted') });
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
