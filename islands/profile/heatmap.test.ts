import { describe, expect, it } from 'vitest';
import { parseSubmissionCalendar } from '../../contracts/activity-calendar';
import { weeksOf } from './ActivityHeatmap';

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
