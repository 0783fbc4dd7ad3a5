import { useMemo } from 'react';
import { type ActivityEntry, MAX_LEVEL, prepareActivity } from '../../contracts/activity-calendar';
import { formatNumber, useI18n } from '../lib/i18n';
import { useMessage } from '../lib/messages';

interface Week {
  days: (ActivityEntry | null)[];
  month: number;
}

/** Columns of weeks (Sunday first), with empty cells before the first day and after the last. */
export function weeksOf(entries: ActivityEntry[]): Week[] {
  const weeks: Week[] = [];
  let current: (ActivityEntry | null)[] = [];
  for (const entry of entries) {
    const weekday = new Date(`${entry.date}T00:00:00Z`).getUTCDay();
    if (current.length === 0) current = Array.from({ length: weekday }, () => null);
    current.push(entry);
    if (weekday === 6) {
      weeks.push({ days: current, month: monthOf(current) });
      current = [];
    }
  }
  if (current.length) {
    while (current.length < 7) current.push(null);
    weeks.push({ days: current, month: monthOf(current) });
  }
  return weeks;
}

const LEVELS = Array.from({ length: MAX_LEVEL + 1 }, (_, level) => level);

const monthOf = (days: (ActivityEntry | null)[]) =>
  new Date(`${days.find((d) => d)!.date}T00:00:00Z`).getUTCMonth();

/**
 * The activity calendar of spec §3 drawn as a heatmap: a table of weeks by weekdays. Every cell is
 * labelled with its date and count (not colour alone), the level also shows as a pattern, and the
 * data is validated first (spec §5); bad data shows "Invalid data format" (spec §8).
 */
export function ActivityHeatmap({
  contributions,
  total,
  transform,
}: {
  contributions: unknown;
  total: number;
  transform?: (data: ActivityEntry[]) => unknown;
}) {
  const { t, m, lang } = useI18n();
  const prepared = useMemo(() => {
    try {
      return prepareActivity(contributions, transform);
    } catch {
      return null;
    }
  }, [contributions, transform]);
  // Loaded only when the data cannot be read (lib/messages): the page does not carry every message.
  const invalid = useMessage('invalidDataFormat', prepared === null);
  if (!prepared) {
    return (
      <p className="form-alert form-alert-error" role="alert">
        {invalid && m(invalid)}
      </p>
    );
  }
  const locale = lang === 'ar' ? 'ar-EG' : 'en-US';
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const weeks = weeksOf(prepared);
  // Month headings: one per run of weeks that start in the same month.
  const months: { month: number; span: number; first: string }[] = [];
  for (const w of weeks) {
    const last = months.at(-1);
    if (last && last.month === w.month) last.span++;
    else months.push({ month: w.month, span: 1, first: w.days.find((d) => d)!.date });
  }
  const weekdayLabel = (i: number) => dayName.format(new Date(Date.UTC(2024, 0, 7 + i)));
  const label = (e: ActivityEntry) =>
    t('profile.calendar.cell', {
      count: formatNumber(lang, e.count),
      date: longDate.format(new Date(`${e.date}T00:00:00Z`)),
    });

  return (
    <figure className="heatmap" data-testid="activity-heatmap">
      <figcaption className="heatmap-caption">
        {t('profile.calendar.total', {
          count: formatNumber(lang, total),
          days: formatNumber(lang, prepared.length),
        })}
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className="heatmap-scroll" aria-label={t('profile.calendar.title')} tabIndex={0}>
        <table className="heatmap-table">
          <caption className="visually-hidden">{t('profile.calendar.title')}</caption>
          <thead>
            <tr>
              <td />
              {months.map((mo) => (
                <th key={mo.first} scope="colgroup" colSpan={mo.span}>
                  {/* A month with a single column has no room for its name: it is still named for screen readers. */}
                  <span className={mo.span > 1 ? undefined : 'visually-hidden'}>
                    {monthName.format(new Date(Date.UTC(2024, mo.month, 1)))}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
              <tr key={weekday}>
                <th scope="row">
                  {/* Every row is named; only every other name is shown, as calendars do. */}
                  <span className={weekday % 2 ? undefined : 'visually-hidden'}>{weekdayLabel(weekday)}</span>
                </th>
                {weeks.map((w) => {
                  const e = w.days[weekday];
                  if (!e)
                    return <td key={`${w.days.find((d) => d)!.date}-${weekday}`} className="heatmap-empty" />;
                  return (
                    <td
                      key={e.date}
                      className="heatmap-cell"
                      data-level={e.level}
                      data-date={e.date}
                      title={label(e)}
                    >
                      <span className="visually-hidden">{label(e)}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="heatmap-legend" aria-hidden="true">
        <span>{t('profile.calendar.less')}</span>
        {LEVELS.map((level) => (
          <span key={level} className="heatmap-cell heatmap-swatch" data-level={level} />
        ))}
        <span>{t('profile.calendar.more')}</span>
      </div>
    </figure>
  );
}
