/**
 * The activity calendar (a date, a count and a level 0–4 per day over the last year), in one place for the server (which parses a
 * LeetCode submission calendar) and the island (which validates what it draws). Pure code: dates
 * are UTC calendar days, `today` is a parameter so tests can pin it.
 */

/** Spec §3: one day of activity. */
export interface ActivityEntry {
  /** YYYY-MM-DD */
  date: string;
  /** Not negative. */
  count: number;
  /** 0 to 4: min(floor(count / 2), 4) */
  level: number;
}

export interface ActivityCalendar {
  total: { lastYear: number };
  contributions: ActivityEntry[];
}

/** A problem with activity data; the message says which rule failed. */
export class ActivityDataError extends Error {
  override name = 'ActivityDataError';
}

export const MAX_LEVEL = 4;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Spec §9: level = min(floor(count / 2), 4). */
export function activityLevel(count: number): number {
  return Math.min(Math.floor(count / 2), MAX_LEVEL);
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The days of the last year up to and including `today`: from the day after the same date a year earlier. */
export function lastYearDays(today: Date): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const start = Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1);
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(utcDay(new Date(t)));
  return days;
}

/** Reads the JSON object of epoch-second keys and counts; anything else is an ActivityDataError. */
function readCalendar(input: unknown): Map<string, number> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ActivityDataError('The submission calendar is not valid JSON.');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ActivityDataError('The submission calendar must be an object of timestamps and counts.');
  }
  const byDay = new Map<string, number>();
  for (const [key, raw] of Object.entries(value)) {
    const seconds = Number(key);
    const count = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (!/^\d+$/.test(key) || !Number.isFinite(seconds)) {
      throw new ActivityDataError(`"${key}" is not an epoch-second timestamp.`);
    }
    if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) {
      throw new ActivityDataError(`The count for ${key} is not a non-negative number.`);
    }
    const day = utcDay(new Date(seconds * 1000));
    byDay.set(day, (byDay.get(day) ?? 0) + count);
  }
  return byDay;
}

/**
 * Spec §3, §9: parses a submission calendar into the last year of days, missing days filled with
 * count 0 and level 0, sorted by date; total.lastYear is the sum of the counts in that year.
 */
export function parseSubmissionCalendar(input: unknown, today: Date = new Date()): ActivityCalendar {
  const byDay = readCalendar(input);
  let lastYear = 0;
  const contributions = lastYearDays(today).map((date) => {
    const count = byDay.get(date) ?? 0;
    lastYear += count;
    return { date, count, level: activityLevel(count) };
  });
  return { total: { lastYear }, contributions };
}

/**
 * Spec §5: activity data is checked on its first item only — count a non-negative number, date
 * YYYY-MM-DD, level a number from 0 to 4. Throws an ActivityDataError naming the broken rule.
 */
export function validateActivityData(data: unknown): asserts data is ActivityEntry[] {
  if (!Array.isArray(data)) throw new ActivityDataError('Activity data must be a list.');
  if (data.length === 0) return;
  const first = data[0] as Partial<Record<keyof ActivityEntry, unknown>> | null;
  if (typeof first !== 'object' || first === null) {
    throw new ActivityDataError('Each activity must be an object.');
  }
  if (typeof first.count !== 'number' || Number.isNaN(first.count) || first.count < 0) {
    throw new ActivityDataError('The count of an activity must be a non-negative number.');
  }
  if (typeof first.date !== 'string' || !DATE.test(first.date)) {
    throw new ActivityDataError('The date of an activity must be YYYY-MM-DD.');
  }
  if (typeof first.level !== 'number' || first.level < 0 || first.level > MAX_LEVEL) {
    throw new ActivityDataError(`The level of an activity must be a number from 0 to ${MAX_LEVEL}.`);
  }
}

/** Spec §5: a custom transform of the data must return a list, otherwise it is an error. */
export function applyTransform(
  data: ActivityEntry[],
  transform: (data: ActivityEntry[]) => unknown,
): ActivityEntry[] {
  const out = transform(data);
  if (!Array.isArray(out)) throw new ActivityDataError('The transform must return a list.');
  return out as ActivityEntry[];
}

/**
 * What the heatmap draws: the entries after an optional transform, validated on its first item.
 * Throws an ActivityDataError on bad data; the screen shows "Invalid data format".
 */
export function prepareActivity(
  data: unknown,
  transform?: (data: ActivityEntry[]) => unknown,
): ActivityEntry[] {
  validateActivityData(data);
  if (!transform) return data;
  const out = applyTransform(data, transform);
  validateActivityData(out);
  return out;
}
