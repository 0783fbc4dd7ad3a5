import type { Lang } from '../lib/i18n';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** A round picture, or the initials when there is none. */
export function Avatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  return src ? (
    <img className="chat-avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span
      className="chat-avatar chat-avatar-initials"
      aria-hidden="true"
      style={{ inlineSize: size, blockSize: size }}
    >
      {initials(name)}
    </span>
  );
}

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-EG' : 'en-GB');

/** The time of a message: the clock today, the day and month otherwise. */
export function shortTime(lang: Lang, iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    locale(lang),
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** The full date and time, for a tooltip and the `<time>` element. */
export function fullTime(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function ChatIcon({ size = 22 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path
        d="M4 5h16v11H8l-4 4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
