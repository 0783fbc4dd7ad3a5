import type { EpicStatus, ProjectStatus, RequestStatus } from '../../contracts/hiring';
import { SIGN_IN_PATH } from '../lib/api';
import { formatNumber, type Lang, useI18n } from '../lib/i18n';

// Small parts the hiring screens share.

/** The id in `/market/requests/<id>/` or `/market/change-requests/<id>/`. */
export function idFromPath(area: 'requests' | 'change-requests'): string {
  const parts = window.location.pathname.split('/').filter(Boolean);
  const at = parts.indexOf(area);
  return decodeURIComponent(parts[at + 1] ?? '');
}

/** Visitors are sent to sign in first, and come back to `next` (this page by default). */
export function signInFirst(next = window.location.pathname + window.location.search): void {
  window.location.assign(`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
}

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-EG' : 'en-US');

/** A moment (ISO 8601) as a date and time in the reader's language. */
export function formatWhen(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A calendar day (YYYY-MM-DD) in the reader's language, the same day in every time zone. */
export function formatDay(lang: Lang, day: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

type AnyStatus = RequestStatus | ProjectStatus | EpicStatus;

/** A request's, project's or epic's status as a coloured pill. */
export function StatusBadge({ status }: { status: AnyStatus }) {
  const { t } = useI18n();
  return (
    <span className={`hiring-status hiring-status-${status.toLowerCase()}`} data-testid="status">
      {t(`hiring.status.${status}` as Parameters<typeof t>[0])}
    </span>
  );
}

/** Previous / page x of y / next. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t, lang } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('shell.pagination.label')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shell.pagination.previous')}
      </button>
      <p>
        {t('shell.pagination.status', { page: formatNumber(lang, page), pages: formatNumber(lang, pages) })}
      </p>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('shell.pagination.next')}
      </button>
    </nav>
  );
}

/** A label and its value in a details list. */
export function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="hiring-fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
