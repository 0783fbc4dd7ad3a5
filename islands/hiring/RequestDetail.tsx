import { useEffect, useState } from 'react';
import type { ClientRequest } from '../../contracts/hiring';
import { MESSAGES } from '../../contracts/messages';
import { notifyFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { idFromPath } from '../lib/links';
import { signInHref, useSession } from '../lib/session';
import { showToast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { useLoad } from '../lib/use-load';
import { hiringApi } from './api';
import { Fact, formatWhen, StatusBadge } from './parts';
import './hiring.css';

/**
 * `/market/requests/<id>/`: one client request with the spec's labels (owner email, client email,
 * sent on, message, rejection reason); its owner accepts or rejects it (rejecting asks for a reason
 * in a confirmation), and the page shows the decided request in place.
 */
export default function RequestDetail() {
  const { t, lang } = useI18n();
  const session = useSession();
  const [id] = useState(() => idFromPath('requests'));
  const result = useLoad(
    () => (session.isLoggedIn ? hiringApi.request(id) : Promise.resolve(null)),
    `${id}:${session.isLoggedIn}`,
    { notFound: MESSAGES.hiringClientRequestNotFound },
  );
  const [request, setRequest] = useState<ClientRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  useEffect(() => {
    if (result.status === 'ready' && result.data) setRequest(result.data);
  }, [result.status, result.data]);
  useEffect(() => {
    if (request) document.title = `${request.title} · Guild`;
  }, [request]);

  if (!session.isLoggedIn) {
    return (
      <EmptyState title={t('hiring.requests.signIn')}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.assign(signInHref())}
        >
          {t('nav.login')}
        </button>
      </EmptyState>
    );
  }
  if (result.status === 'failed' && !request)
    return <ErrorState failure={result.failure} onRetry={result.reload} />;
  if (!request) return <div className="skeleton" aria-busy="true" />;

  const isOwner = session.user?.id === request.owner;
  const decidable = isOwner && request.status === 'Pending';

  async function approve() {
    setBusy(true);
    try {
      setRequest(await hiringApi.approve(request!.id));
      showToast({ tone: 'success', key: 'hiring.request.approved' });
    } catch (error) {
      const failure = await notifyFailure(error, { notFound: MESSAGES.hiringRequestNotFound });
      if (failure.status === 409) result.reload();
    } finally {
      setBusy(false);
    }
  }

  async function reject(reason: string) {
    try {
      setRequest(await hiringApi.reject(request!.id, reason));
      showToast({ tone: 'success', key: 'hiring.request.rejected' });
    } catch (error) {
      const failure = await notifyFailure(error, { notFound: MESSAGES.hiringRequestNotFound });
      if (failure.status === 409) result.reload();
    } finally {
      setRejecting(false);
    }
  }

  return (
    <article className="hiring-page hiring-detail" data-testid="request-detail">
      <p className="hiring-back">
        <a href="/market/requests/">{t('hiring.requests.back')}</a>
      </p>
      <div className="card">
        <div className="hiring-detail-head">
          <div>
            <p className="muted hiring-eyebrow">{t('hiring.request.eyebrow')}</p>
            <h1 dir="auto">{request.title}</h1>
          </div>
          <StatusBadge status={request.status} />
        </div>
        <dl className="hiring-facts">
          <Fact label={t('hiring.label.ownerEmail')} testId="owner-email">
            <bdi dir="ltr">{request.owner_email}</bdi>
            {request.team_name && <span className="muted"> · {request.team_name}</span>}
          </Fact>
          <Fact label={t('hiring.label.clientEmail')} testId="client-email">
            <bdi dir="ltr">{request.client_email}</bdi>
          </Fact>
          <Fact label={t('hiring.label.sentOn')}>
            <time dateTime={request.created_on}>{formatWhen(lang, request.created_on)}</time>
          </Fact>
          <Fact label={t('hiring.label.status')}>{t(`hiring.status.${request.status}`)}</Fact>
          <Fact label={t('hiring.label.message')}>
            <p className="hiring-message" dir="auto">
              {request.message}
            </p>
          </Fact>
          {request.rejection_reason && (
            <Fact label={t('hiring.label.rejectionReason')} testId="rejection-reason">
              <p className="hiring-message" dir="auto">
                {request.rejection_reason}
              </p>
            </Fact>
          )}
        </dl>
        {decidable ? (
          <div className="form-actions hiring-actions">
            <button
              type="button"
              className="button button-danger-outline"
              disabled={busy}
              onClick={() => setRejecting(true)}
              data-testid="reject"
            >
              {t('hiring.request.reject')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={approve}
              data-testid="approve"
            >
              {t('hiring.request.accept')}
            </button>
          </div>
        ) : (
          request.status === 'Approved' && (
            <p className="hiring-actions">
              <a className="button" href={`/market/projects/#project-${encodeURIComponent(request.project)}`}>
                {t('hiring.request.openProject')}
              </a>
            </p>
          )
        )}
      </div>
      <ConfirmDialog
        open={rejecting}
        title={t('hiring.request.rejectTitle')}
        message={t('hiring.request.rejectMessage', { title: request.title })}
        confirmLabel={t('hiring.request.reject')}
        reason={{ label: t('hiring.label.rejectionReason'), required: true, maxLength: 1000 }}
        onConfirm={reject}
        onCancel={() => setRejecting(false)}
      />
    </article>
  );
}
