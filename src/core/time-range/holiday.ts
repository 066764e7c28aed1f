import Holidays from 'date-holidays';
import type { Moment } from './moment';
import { momentOf } from './moment';
import { TimeRangeValueError } from './errors';

const COUNTRY_ALIASES: Record<string, string> = { UK: 'GB' };
const OFFICIAL = new Set(['public', 'bank']);

function namesOf(name: string): string[] {
  const inner = /\(([^)]+)\)/.exec(name)?.[1];
  return inner ? [name, inner] : [name];
}

/** The first official holiday of a country and year whose name starts with `name`, ignoring case and observed-day substitutes. */
export function findHoliday(name: string, year: number, country = 'US'): Moment {
  const code = COUNTRY_ALIASES[country.toUpperCase()] ?? country.toUpperCase();
  const wanted = name.toLowerCase();
  const calendar = new Holidays(code);
  const matches = calendar
    .getHolidays(year, code === 'US' ? 'en-us' : 'en')
    .filter((h) => OFFICIAL.has(h.type) && !h.substitute)
    .filter((h) => namesOf(h.name).some((n) => n.toLowerCase().startsWith(wanted)))
    .map((h) => h.date.slice(0, 10))
    .sort();
  const first = matches[0];
  if (first === undefined) throw new TimeRangeValueError(`Unable to find such a holiday: [${name}]`);
  const [y = 0, m = 1, d = 1] = first.split('-').map(Number);
  return momentOf(y, m, d);
}
