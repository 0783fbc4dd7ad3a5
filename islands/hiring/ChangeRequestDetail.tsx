import { useEffect, useState } from 'react';
import type { EpicChangeRequest } from '../../contracts/hiring';
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
import { Fact, formatDay, formatWhen, StatusBadge } from './parts';
import './hiring.css';

/**
 * `/market/change-requests/<id>/`: status, created on, sender, epic, title, deadline; the approver
 * accepts (the epic takes the change) or rejects, with an optional reason, after a confirmation.
 */
export default function ChangeRequestDetail() {
  const { t, lang } = useI18n();
  const session = useSession();
  const [id] = useState(() => idFromPath('change-requests'));
  const result = useLoad(
    () => (session.isLoggedIn ? hiringApi.changeRequest(id) : Promise.resolve(null)),
    `${id}:${session.isLoggedIn}`,
    { notFound: MESSAGES.hiringChangeRequestNotFound },
  );
  const [change, setChange] = useState<EpicChangeRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  useEffect(() => {
    if (result.status === 'ready' && result.data) setChange(result.data);
  }, [result.status, result.data]);

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
  if (result.status === 'failed' && !change)
    return <ErrorState failure={result.failure} onRetry={result.reload} />;
  if (!change) return <div className="skeleton" aria-busy="true" />;

  const decidable = session.user?.id === change.approver && change.status === 'Pending';
  const opts = { notFound: MESSAGES.hiringChangeRequestNotFound };

  async function approve() {
    setBusy(true);
    try {
      setChange(await hiringApi.approveChange(change!.id));
      showToast({ tone: 'success', key: 'hiring.change.approved' });
    } catch (error) {
      if ((await notifyFailure(error, opts)).status === 409) result.reload();
    } finally {
      setBusy(false);
    }
  }

  async function reject(reason: string) {
    try {
      setChange(await hiringApi.rejectChange(change!.id, reason));
      showToast({ tone: 'success', key: 'hiring.change.rejected' });
    } catch (error) {
      if ((await notifyFailure(error, opts)).status === 409) result.reload();
    } finally {
      setRejecting(false);
    }
  }

  return (
    <article className="hiring-page hiring-detail" data-testid="change-detail">
      <p className="hiring-back">
        <a href="/market/requests/">{t('hiring.requests.back')}</a>
      </p>
      <div className="card">
        <div className="hiring-detail-head">
          <div>
            <p className="muted hiring-eyebrow">{t('hiring.change.eyebrow')}</p>
            <h1 dir="auto">{change.title}</h1>
          </div>
          <StatusBadge status={change.status} />
        </div>
        <dl className="hiring-facts">
          <Fact label={t('hiring.label.status')}>{t(`hiring.status.${change.status}`)}</Fact>
          <Fact label={t('hiring.label.createdOn')}>
            <time dateTime={change.created_on}>{formatWhen(lang, change.created_on)}</time>
          </Fact>
          <Fact label={t('hiring.label.sender')}>
            {change.owner_name} <bdi dir="ltr">({change.owner_email})</bdi>
          </Fact>
          <Fact label={t('hiring.label.epic')}>
            <bdi>{change.epic_title}</bdi> <span className="muted">· {change.project_title}</span>
          </Fact>
          <Fact label={t('hiring.label.title')}>
            <bdi>{change.title}</bdi>
          </Fact>
          <Fact label={t('hiring.label.deadline')}>
            <time dateTime={change.deadline}>{formatDay(lang, change.deadline)}</time>
          </Fact>
          <Fact label={t('hiring.label.description')}>
            <p className="hiring-message" dir="auto">
              {change.description}
            </p>
          </Fact>
          {change.rejection_reason && (
            <Fact label={t('hiring.label.rejectionReason')} testId="rejection-reason">
              <p className="hiring-message" dir="auto">
                {change.rejection_reason}
              </p>
            </Fact>
          )}
        </dl>
        {decidable && (
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
              onClick={approve}
              data-testid="approve"
            >
              {t('hiring.request.accept')}
            </button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={rejecting}
        title={t('hiring.change.rejectTitle')}
        message={t('hiring.change.rejectMessage', { title: change.title })}
        confirmLabel={t('hiring.request.reject')}
        reason={{ label: t('hiring.change.reasonOptional'), maxLength: 1000 }}
        onConfirm={reject}
        onCancel={() => setRejecting(false)}
      />
    </article>
  );
}
