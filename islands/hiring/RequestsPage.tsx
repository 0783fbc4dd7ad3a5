import { useState } from 'react';
import type { ClientRequest, EpicChangeRequest } from '../../contracts/hiring';
import { HIRING_PAGE_SIZE, REQUEST_STATUSES } from '../../contracts/hiring-limits';
import { type Key, useI18n } from '../lib/i18n';
import { signInHref, useSession } from '../lib/session';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { SelectField } from '../lib/ui/Field';
import { Pager } from '../lib/ui/Pager';
import { useLoad } from '../lib/use-load';
import { hiringApi } from './api';
import { formatDay, formatWhen, StatusBadge } from './parts';
import './hiring.css';

type Tab = 'incoming' | 'sent';
const TABS: Tab[] = ['incoming', 'sent'];

function readQuery(): { tab: Tab; status: string } {
  const q = new URLSearchParams(window.location.search);
  const tab = q.get('tab') === 'sent' ? 'sent' : 'incoming';
  const status = q.get('status') ?? '';
  return { tab, status: (REQUEST_STATUSES as readonly string[]).includes(status) ? status : '' };
}

/** `/market/requests/`: the client requests and change requests I received or sent, by status. */
export default function RequestsPage() {
  const { t } = useI18n();
  const session = useSession();
  const [{ tab, status }, setView] = useState(readQuery);

  function show(next: { tab: Tab; status: string }) {
    setView(next);
    const q = new URLSearchParams();
    if (next.tab !== 'incoming') q.set('tab', next.tab);
    if (next.status) q.set('status', next.status);
    const s = q.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${s ? `?${s}` : ''}`);
  }

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

  return (
    <section className="hiring-page">
      <div className="page-head">
        <h1>{t('hiring.requests.title')}</h1>
        <a className="button" href="/market/projects/">
          {t('hiring.projects.title')}
        </a>
      </div>
      <div className="hiring-toolbar">
        <div className="tabs" role="tablist" aria-label={t('hiring.requests.title')}>
          {TABS.map((w) => (
            <button
              key={w}
              type="button"
              role="tab"
              id={`requests-tab-${w}`}
              aria-selected={tab === w}
              aria-controls="requests-panel"
              className="tab"
              data-testid={`requests-tab-${w}`}
              onClick={() => show({ tab: w, status })}
            >
              {t(`hiring.requests.tab.${w}` as Key)}
            </button>
          ))}
        </div>
        <div className="hiring-filter">
          <SelectField
            label={t('hiring.requests.status')}
            name="status"
            value={status}
            onChange={(e) => show({ tab, status: e.target.value })}
            options={[
              { value: '', label: t('hiring.requests.allStatuses') },
              ...REQUEST_STATUSES.map((s) => ({ value: s, label: t(`hiring.status.${s}` as Key) })),
            ]}
          />
        </div>
      </div>
      <div role="tabpanel" id="requests-panel" aria-labelledby={`requests-tab-${tab}`}>
        <ClientRequestList key={`c:${tab}:${status}`} tab={tab} status={status} />
        <ChangeRequestList key={`e:${tab}:${status}`} tab={tab} status={status} />
      </div>
    </section>
  );
}

function ClientRequestList({ tab, status }: { tab: Tab; status: string }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const result = useLoad(
    () =>
      hiringApi.requests({
        role: tab === 'incoming' ? 'owner' : 'client',
        status,
        page,
        page_size: HIRING_PAGE_SIZE,
      }),
    `${tab}:${status}:${page}`,
  );
  const data = result.data;
  return (
    <section className="hiring-section" aria-labelledby="client-requests-title">
      <h2 id="client-requests-title">{t('hiring.requests.clientRequests')}</h2>
      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : !data ? (
        <div className="skeleton" aria-busy="true" />
      ) : data.results.length === 0 ? (
        <EmptyState
          title={t(tab === 'incoming' ? 'hiring.requests.noneIncoming' : 'hiring.requests.noneSent')}
        />
      ) : (
        <ul className="hiring-list">
          {data.results.map((r) => (
            <RequestItem key={r.id} request={r} tab={tab} lang={lang} />
          ))}
        </ul>
      )}
      {data && (
        <Pager page={page} pages={Math.max(1, Math.ceil(data.count / HIRING_PAGE_SIZE))} onPage={setPage} />
      )}
    </section>
  );
}

function RequestItem({ request: r, tab, lang }: { request: ClientRequest; tab: Tab; lang: 'en' | 'ar' }) {
  const { t } = useI18n();
  const who =
    tab === 'incoming'
      ? t('hiring.requests.from', { who: r.client_name ?? r.client_email ?? '' })
      : t('hiring.requests.to', { who: r.team_name ?? r.owner_name ?? r.owner_email ?? '' });
  return (
    <li className="card hiring-item" data-testid="request-item" data-status={r.status}>
      <div className="hiring-item-head">
        <a className="hiring-item-title" href={`/market/requests/${encodeURIComponent(r.id)}/`} dir="auto">
          {r.title}
        </a>
        <StatusBadge status={r.status} />
      </div>
      <p className="muted hiring-item-meta">
        <span>{who}</span>
        <span>
          {t('hiring.label.sentOn')}: <time dateTime={r.created_on}>{formatWhen(lang, r.created_on)}</time>
        </span>
      </p>
      <p className="hiring-item-text" dir="auto">
        {r.message}
      </p>
      {r.status === 'Rejected' && r.rejection_reason && (
        <p className="hiring-reason" data-testid="request-reason">
          <strong>{t('hiring.label.rejectionReason')}:</strong> <span dir="auto">{r.rejection_reason}</span>
        </p>
      )}
    </li>
  );
}

function ChangeRequestList({ tab, status }: { tab: Tab; status: string }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const result = useLoad(
    () =>
      hiringApi.changeRequests({
        role: tab === 'incoming' ? 'approver' : 'owner',
        status,
        page,
        page_size: HIRING_PAGE_SIZE,
      }),
    `${tab}:${status}:${page}`,
  );
  const data = result.data;
  return (
    <section className="hiring-section" aria-labelledby="change-requests-title">
      <h2 id="change-requests-title">{t('hiring.requests.changeRequests')}</h2>
      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : !data ? (
        <div className="skeleton" aria-busy="true" />
      ) : data.results.length === 0 ? (
        <EmptyState title={t('hiring.requests.noChanges')} />
      ) : (
        <ul className="hiring-list">
          {data.results.map((c: EpicChangeRequest) => (
            <li key={c.id} className="card hiring-item" data-testid="change-item" data-status={c.status}>
              <div className="hiring-item-head">
                <a
                  className="hiring-item-title"
                  href={`/market/change-requests/${encodeURIComponent(c.id)}/`}
                  dir="auto"
                >
                  {c.title}
                </a>
                <StatusBadge status={c.status} />
              </div>
              <p className="muted hiring-item-meta">
                <span>
                  {t('hiring.label.epic')}: <bdi>{c.epic_title}</bdi> · <bdi>{c.project_title}</bdi>
                </span>
                <span>
                  {t('hiring.label.deadline')}: {formatDay(lang, c.deadline)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager page={page} pages={Math.max(1, Math.ceil(data.count / HIRING_PAGE_SIZE))} onPage={setPage} />
      )}
    </section>
  );
}
