import { formatDateTime, formatRelative, useI18n } from '../i18n';

/** A moment as "3 hours ago", with the full date and time on hover (every list's dates). */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { lang } = useI18n();
  return (
    <time className={className} dateTime={iso} title={formatDateTime(lang, iso)}>
      {formatRelative(lang, iso)}
    </time>
  );
}
