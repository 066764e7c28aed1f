/** A naive (zone-less) date-time read as UTC, with Python's microsecond precision. */
export interface Moment {
  /** Epoch milliseconds (whole number). */
  readonly ms: number;
  /** Microseconds past `ms`, 0 to 999. */
  readonly us: number;
}

/** Calendar fields of a moment; month is 1 to 12, weekday is 0 (Monday) to 6 (Sunday) as in Python. */
export interface MomentFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  microsecond: number;
  weekday: number;
}

const MS_PER_DAY = 86_400_000;

/** Builds a moment from calendar fields; out-of-range fields roll over like Date.UTC. */
export function momentOf(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  microsecond = 0,
): Moment {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, Math.floor(microsecond / 1000));
  return { ms: d.getTime(), us: microsecond % 1000 };
}

/** The years a moment may fall in, as Python's datetime allows (datetime.MINYEAR to MAXYEAR). */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** Whether a moment is a real date between the years 1 and 9999 (not NaN, not past the calendar's ends). */
export function inCalendarRange(m: Moment): boolean {
  if (!Number.isFinite(m.ms)) return false;
  const year = new Date(m.ms).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** Reads a JS Date as a moment. */
export function momentFromDate(date: Date): Moment {
  return { ms: date.getTime(), us: 0 };
}

/** The moment as a JS Date (sub-millisecond digits dropped). */
export function momentToDate(m: Moment): Date {
  return new Date(m.ms);
}

/** Calendar fields of a moment. */
export function fieldsOf(m: Moment): MomentFields {
  const d = new Date(m.ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    microsecond: d.getUTCMilliseconds() * 1000 + m.us,
    weekday: (d.getUTCDay() + 6) % 7,
  };
}

/** Replaces some fields, keeping the rest. */
export function withFields(m: Moment, patch: Partial<Omit<MomentFields, 'weekday'>>): Moment {
  const f = { ...fieldsOf(m), ...patch };
  return momentOf(f.year, f.month, f.day, f.hour, f.minute, f.second, f.microsecond);
}

/** Midnight of the moment's day. */
export function startOfDay(m: Moment): Moment {
  return { ms: Math.floor(m.ms / MS_PER_DAY) * MS_PER_DAY, us: 0 };
}

/** Adds a duration in milliseconds (may be fractional down to microseconds). */
export function addMs(m: Moment, ms: number): Moment {
  const totalUs = Math.round(ms * 1000) + m.us;
  const carry = Math.floor(totalUs / 1000);
  return { ms: m.ms + carry, us: totalUs - carry * 1000 };
}

/** Adds whole days. */
export function addDays(m: Moment, days: number): Moment {
  return addMs(m, days * MS_PER_DAY);
}

/** Drops the sub-second part, as Python's timetuple round trip does. */
export function dropMicroseconds(m: Moment): Moment {
  return { ms: Math.floor(m.ms / 1000) * 1000, us: 0 };
}

/** Orders two moments: negative, zero or positive. */
export function compareMoments(a: Moment, b: Moment): number {
  return a.ms - b.ms || a.us - b.us;
}

/** The difference a - b in microseconds. */
export function diffUs(a: Moment, b: Moment): number {
  return (a.ms - b.ms) * 1000 + (a.us - b.us);
}

/** Whole days of a - b, floored as Python's timedelta.days is. */
export function diffDays(a: Moment, b: Moment): number {
  return Math.floor(diffUs(a, b) / (MS_PER_DAY * 1000));
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Python's naive datetime.isoformat(): "2016-11-07T00:00:00", microseconds only when non-zero. */
export function isoformat(m: Moment): string {
  const f = fieldsOf(m);
  const date = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
  const time = `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
  return f.microsecond ? `${date}T${time}.${pad(f.microsecond, 6)}` : `${date}T${time}`;
}
