import type { Moment } from './moment';
import { addDays, fieldsOf, momentOf, withFields } from './moment';

/** Days in a month (1 to 12) of a year, Gregorian. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds months keeping the day of month, clamped to the target month's length (parsedatetime and relativedelta agree here). */
export function addMonths(m: Moment, months: number): Moment {
  const f = fieldsOf(m);
  const index = f.year * 12 + (f.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const day = Math.min(f.day, daysInMonth(year, month));
  return momentOf(year, month, day, f.hour, f.minute, f.second, f.microsecond);
}

/** Units DATETRUNC accepts. */
export type TruncUnit = 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

/** Start of the unit containing m; weeks start on Monday, quarters at months 1, 4, 7 and 10. */
export function truncate(m: Moment, unit: TruncUnit): Moment {
  const f = fieldsOf(m);
  switch (unit) {
    case 'year':
      return momentOf(f.year, 1, 1);
    case 'quarter':
      return momentOf(f.year, 3 * Math.floor((f.month - 1) / 3) + 1, 1);
    case 'month':
      return momentOf(f.year, f.month, 1);
    case 'week':
      return addDays(momentOf(f.year, f.month, f.day), -f.weekday);
    case 'day':
      return momentOf(f.year, f.month, f.day);
    case 'hour':
      return momentOf(f.year, f.month, f.day, f.hour);
    case 'minute':
      return momentOf(f.year, f.month, f.day, f.hour, f.minute);
    case 'second':
      return withFields(m, { microsecond: 0 });
  }
}

/** Units LASTDAY accepts. */
export type LastDayUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

/** Midnight of the last day of the unit containing m; weeks end on Sunday. */
export function lastDay(m: Moment, unit: LastDayUnit): Moment {
  const f = fieldsOf(m);
  switch (unit) {
    case 'year':
      return momentOf(f.year, 12, 31);
    case 'quarter': {
      const month = 3 * Math.floor((f.month - 1) / 3) + 3;
      return momentOf(f.year, month, daysInMonth(f.year, month));
    }
    case 'month':
      return momentOf(f.year, f.month, daysInMonth(f.year, f.month));
    case 'day':
      return momentOf(f.year, f.month, f.day);
    case 'week':
      return addDays(momentOf(f.year, f.month, f.day), 6 - f.weekday);
  }
}
