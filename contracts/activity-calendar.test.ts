import { describe, expect, it } from 'vitest';
import {
  ActivityDataError,
  activityLevel,
  applyTransform,
  lastYearDays,
  parseSubmissionCalendar,
  prepareActivity,
  validateActivityData,
} from './activity-calendar';

const TODAY = new Date('2025-06-15T18:30:00Z');
const at = (day: string) => String(Date.parse(`${day}T00:00:00Z`) / 1000);

describe('the activity level: min(floor(count / 2), 4)', () => {
  it('is min(floor(count / 2), 4)', () => {
    expect([0, 1, 2, 3, 4, 5, 7, 8, 9, 100].map(activityLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 4, 4]);
  });
});

describe('parsing a submission calendar (epoch seconds to counts, last year, gaps filled)', () => {
  it('reads epoch-second keys and counts from a JSON string', () => {
    const calendar = JSON.stringify({ [at('2025-06-14')]: 3, [at('2025-06-15')]: 9 });
    const { contributions } = parseSubmissionCalendar(calendar, TODAY);
    expect(contributions.at(-2)).toEqual({ date: '2025-06-14', count: 3, level: 1 });
    expect(contributions.at(-1)).toEqual({ date: '2025-06-15', count: 9, level: 4 });
  });

  it('accepts an already parsed object', () => {
    const { contributions } = parseSubmissionCalendar({ [at('2025-06-01')]: 4 }, TODAY);
    expect(contributions.find((c) => c.date === '2025-06-01')).toEqual({
      date: '2025-06-01',
      count: 4,
      level: 2,
    });
  });

  it('fills every day of the last year, missing ones with count 0 and level 0', () => {
    const { contributions } = parseSubmissionCalendar('{}', TODAY);
    expect(contributions).toHaveLength(365);
    expect(contributions[0]).toEqual({ date: '2024-06-16', count: 0, level: 0 });
    expect(contributions.at(-1)).toEqual({ date: '2025-06-15', count: 0, level: 0 });
    expect(lastYearDays(new Date('2024-12-31T00:00:00Z'))).toHaveLength(366); // 2024 is a leap year
  });

  it('sorts by date whatever order the keys come in', () => {
    const calendar = { [at('2025-05-02')]: 1, [at('2024-07-01')]: 2, [at('2025-01-10')]: 5 };
    const dates = parseSubmissionCalendar(calendar, TODAY).contributions.map((c) => c.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('totals the counts of the last year and leaves older days out', () => {
    const calendar = {
      [at('2023-01-01')]: 50,
      [at('2024-06-15')]: 7,
      [at('2024-06-16')]: 2,
      [at('2025-06-15')]: 3,
    };
    const parsed = parseSubmissionCalendar(calendar, TODAY);
    expect(parsed.total.lastYear).toBe(5);
    expect(parsed.contributions.some((c) => c.date < '2024-06-16')).toBe(false);
  });

  it('adds up two timestamps of the same UTC day', () => {
    const noon = String(Number(at('2025-06-10')) + 12 * 3600);
    const { contributions } = parseSubmissionCalendar({ [at('2025-06-10')]: 1, [noon]: 2 }, TODAY);
    expect(contributions.find((c) => c.date === '2025-06-10')?.count).toBe(3);
  });

  it('refuses text that is not JSON, a list, a bad key and a negative count', () => {
    expect(() => parseSubmissionCalendar('{oops', TODAY)).toThrow(ActivityDataError);
    expect(() => parseSubmissionCalendar('[1,2]', TODAY)).toThrow(ActivityDataError);
    expect(() => parseSubmissionCalendar({ yesterday: 1 }, TODAY)).toThrow(ActivityDataError);
    expect(() => parseSubmissionCalendar({ [at('2025-06-10')]: -1 }, TODAY)).toThrow(ActivityDataError);
  });
});

describe('validating activity data on its first item', () => {
  const good = { date: '2025-06-10', count: 2, level: 1 };

  it('accepts good data and an empty list', () => {
    expect(() => validateActivityData([good])).not.toThrow();
    expect(() => validateActivityData([])).not.toThrow();
  });

  it('needs a list', () => {
    expect(() => validateActivityData({ 0: good })).toThrow('Activity data must be a list.');
  });

  it('needs a non-negative number as the count', () => {
    expect(() => validateActivityData([{ ...good, count: -1 }])).toThrow(/count/);
    expect(() => validateActivityData([{ ...good, count: '2' }])).toThrow(/count/);
  });

  it('needs the date as YYYY-MM-DD', () => {
    expect(() => validateActivityData([{ ...good, date: '10/06/2025' }])).toThrow(/YYYY-MM-DD/);
    expect(() => validateActivityData([{ ...good, date: 20250610 }])).toThrow(/YYYY-MM-DD/);
  });

  it('needs the level as a number from 0 to 4', () => {
    expect(() => validateActivityData([{ ...good, level: 5 }])).toThrow(/level/);
    expect(() => validateActivityData([{ ...good, level: -1 }])).toThrow(/level/);
    expect(() => validateActivityData([{ ...good, level: 'high' }])).toThrow(/level/);
  });

  it('checks the first item only', () => {
    expect(() => validateActivityData([good, { date: 'bad', count: -5, level: 9 }])).not.toThrow();
  });
});

describe('a custom transform that must answer a list', () => {
  const data = [{ date: '2025-06-10', count: 2, level: 1 }];

  it('must return a list', () => {
    expect(() => applyTransform(data, () => ({ not: 'a list' }))).toThrow(
      'The transform must return a list.',
    );
    expect(applyTransform(data, (d) => d.map((e) => ({ ...e, count: e.count * 2 })))).toEqual([
      { date: '2025-06-10', count: 4, level: 1 },
    ]);
  });

  it('is validated like the data itself', () => {
    expect(() => prepareActivity(data, (d) => d.map((e) => ({ ...e, level: 7 })))).toThrow(/level/);
    expect(prepareActivity(data)).toEqual(data);
  });
});
