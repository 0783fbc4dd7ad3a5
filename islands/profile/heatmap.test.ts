import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSubmissionCalendar } from '../../contracts/activity-calendar';
import type { Lang } from '../lib/i18n';
import { Rendered } from '../lib/rendered';
import { ActivityHeatmap, weeksOf } from './ActivityHeatmap';

describe('the heatmap layout', () => {
  const { contributions } = parseSubmissionCalendar('{}', new Date('2025-06-15T12:00:00Z'));
  const weeks = weeksOf(contributions);

  it('puts every day of the year once, in order, in weeks of seven rows', () => {
    expect(weeks.every((w) => w.days.length === 7)).toBe(true);
    const days = weeks.flatMap((w) => w.days).filter((d) => d !== null);
    expect(days.map((d) => d.date)).toEqual(contributions.map((c) => c.date));
  });

  it('places each day on its weekday row (Sunday first)', () => {
    for (const w of weeks) {
      w.days.forEach((d, row) => {
        if (d) expect(new Date(`${d.date}T00:00:00Z`).getUTCDay()).toBe(row);
      });
    }
    // 2024-06-16 was a Sunday: the first week starts full.
    expect(weeks[0]!.days[0]?.date).toBe('2024-06-16');
  });
});

describe('the heatmap drawn on the server (an expert page’s sections, HTML only)', () => {
  const draw = (lang: Lang, contributions: unknown) =>
    renderToString(
      createElement(
        Rendered.Provider,
        { value: { lang } },
        createElement(ActivityHeatmap, { contributions, total: 3 }),
      ),
    );

  it('draws a year of days, each labelled', () => {
    const { contributions } = parseSubmissionCalendar('{}', new Date('2025-06-15T12:00:00Z'));
    const html = draw('en', contributions);
    expect(html.match(/<td class="heatmap-cell"[^>]* title="Submissions on [^"]+: 0"/g)?.length).toBe(
      contributions.length,
    );
    expect(html).not.toContain('role="alert"');
  });

  // A day with a date that is not a date, a negative count, a level past the scale (spec §5): the
  // HTML says so in the reader's language, at once (it never runs an effect to load the words).
  for (const [lang, text] of [
    ['en', 'Invalid data format'],
    ['ar', 'صيغة البيانات غير صالحة'],
  ] as const) {
    it(`says, in ${lang}, that a calendar it cannot read is invalid instead of drawing it`, () => {
      const html = draw(lang, [{ date: 'yesterday', count: -1, level: 9 }]);
      expect(html).toContain(`role="alert">${text}</p>`);
      expect(html).not.toContain('heatmap-cell');
    });
  }
});
