import { lazy, Suspense, useState } from 'react';
import type { Page } from '../../contracts/pagination';
import type { Award, Certification } from '../../contracts/profiles';
import { formatDate, useI18n } from '../lib/i18n';
import { ErrorState } from '../lib/ui/ErrorState';
import { useLoad } from '../lib/use-load';
import { type Item, KINDS, type Kind, key } from './credential-kinds';

// The owner's forms and dialogs: loaded when the owner first opens one; a visitor's page never does.
const CredentialEditing = lazy(() => import('./CredentialForm'));

/**
 * Licenses and certifications, or honors and awards, of one user. The owner adds, edits and
 * deletes (with a confirmation, spec §4); everyone else reads.
 */
export function CredentialsSection({
  kind,
  userId,
  isOwner,
  initial,
}: {
  kind: Kind;
  userId: string;
  isOwner: boolean;
  /** The list as the page's HTML carries it (a visitor's expert page, rendered on the server). */
  initial?: Page<Item> | null;
}) {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  // The forms' code loads the first time the owner opens one, then stays (so a dialog fades out).
  const [editor, setEditor] = useState(false);
  if ((editing || deleting) && !editor) setEditor(true);
  const state = useLoad<{ results: Item[] }>(() => KINDS[kind].list(userId), `${kind}:${userId}`, {
    initial,
  });
  const titleId = `${kind}-heading`;
  const items = state.data?.results ?? [];

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
      {isOwner && editor && (
        <Suspense fallback={null}>
          <CredentialEditing
            kind={kind}
            editing={editing}
            deleting={deleting}
            onClose={close}
            onSaved={saved}
            onDeleteCancel={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Both kinds of credentials of one user, as the profile page shows them. */
export function CredentialSections({
  userId,
  isOwner,
  initial,
}: {
  userId: string;
  isOwner: boolean;
  initial?: { certifications: Page<Certification> | null; awards: Page<Award> | null };
}) {
  return (
    <>
      <CredentialsSection
        kind="certification"
        userId={userId}
        isOwner={isOwner}
        initial={initial?.certifications}
      />
      <CredentialsSection kind="award" userId={userId} isOwner={isOwner} initial={initial?.awards} />
    </>
  );
}
