import { dateFormat } from '../../contracts/locale';
import type { Lang } from '../lib/i18n';

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-EG' : 'en-GB');

/** The time of a message: the clock today, the day and month otherwise. */
export function shortTime(lang: Lang, iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return dateFormat(
    locale(lang),
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** The full date and time, for a tooltip and the `<time>` element. */
export function fullTime(lang: Lang, iso: string): string {
  return dateFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
