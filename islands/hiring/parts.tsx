import type { EpicStatus, ProjectStatus, RequestStatus } from '../../contracts/hiring';
import { dateFormat } from '../../contracts/locale';
import { type Lang, useI18n } from '../lib/i18n';

// Small parts the hiring screens share.

/** Visitors are sent to sign in first, and come back to `next` (this page by default). */
const locale = (lang: Lang) => (lang === 'ar' ? 'ar-EG' : 'en-US');

/** A moment (ISO 8601) as a date and time in the reader's language. */
export function formatWhen(lang: Lang, iso: string): string {
  return dateFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) in the reader's language, the same day in every time zone. */
export function formatDay(lang: Lang, day: string): string {
  return dateFormat(locale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
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
