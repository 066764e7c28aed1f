import type { Moment } from './moment';
import { addDays, addMs, fieldsOf, momentOf } from './moment';
import { daysInMonth } from './calendar';

// The first reading of a phrase, in the manner of dateutil's parser: absolute dates and clock
// times, with missing fields taken from January 1 of the current year at midnight.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SKIPPED_WORDS = new Set(['at', 'on', 'and', 'ad', 'of', 'st', 'nd', 'rd', 'th', 't']);

function monthOf(word: string): number | null {
  if (word === 'sept') return 9;
  const i = word.length === 3 ? MONTHS.indexOf(word) : MONTH_NAMES.indexOf(word);
  return i < 0 ? null : i + 1;
}

function weekdayOf(word: string): number | null {
  if (word === 'tues') return 1;
  if (word === 'wednes' || word === 'thur' || word === 'thurs') return word === 'wednes' ? 2 : 3;
  const i = word.length === 3 ? WEEKDAYS.indexOf(word) : WEEKDAY_NAMES.indexOf(word);
  return i < 0 ? null : i;
}

interface Clock {
  hour: number;
  minute: number;
  second: number;
  microsecond: number;
}

interface Parts {
  year?: number;
  month?: number;
  day?: number;
  weekday?: number;
  clock?: Clock;
  offsetMinutes?: number;
}

const fraction = (digits: string | undefined): number => (digits ? Number(digits.slice(0, 6).padEnd(6, '0')) : 0);

function twoDigitYear(value: number, nowYear: number): number {
  let year = value + Math.floor(nowYear / 100) * 100;
  if (year >= nowYear + 50) year -= 100;
  else if (year < nowYear - 50) year += 100;
  return year;
}

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?)?\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:t(\d{2})(\d{2})?(\d{2})?(?:[.,](\d+))?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?$/;

function zoneOffset(zone: string | undefined): number | undefined {
  if (!zone) return undefined;
  if (zone === 'z' || zone === 'utc' || zone === 'gmt') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

function isoParts(text: string): Parts | null {
  const m = ISO.exec(text) ?? COMPACT.exec(text);
  if (!m) return null;
  const parts: Parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (m[4] !== undefined) {
    parts.clock = {
      hour: Number(m[4]),
      minute: Number(m[5] ?? 0),
      second: Number(m[6] ?? 0),
      microsecond: fraction(m[7]),
    };
  }
  const offset = zoneOffset(m[8]);
  if (offset !== undefined) parts.offsetMinutes = offset;
  return parts;
}

const CLOCK = /(?:^|[\s,t])(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:\s*(a\.?m\.?|p\.?m\.?)(?![a-z]))?/;
const HOUR_MERIDIEM = /(?:^|[\s,])(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/;

function takeClock(text: string): { rest: string; clock?: Clock } | null {
  const m = CLOCK.exec(text) ?? HOUR_MERIDIEM.exec(text);
  if (!m) return { rest: text };
  const isHourOnly = m[2] === undefined || /^[ap]/.test(m[2]);
  let hour = Number(m[1]);
  const minute = isHourOnly ? 0 : Number(m[2]);
  const second = isHourOnly ? 0 : Number(m[3] ?? 0);
  const meridiem = isHourOnly ? m[2] : m[5];
  if (meridiem) {
    if (hour > 12 || hour === 0) return null;
    if (meridiem.startsWith('p') && hour < 12) hour += 12;
    if (meridiem.startsWith('a') && hour === 12) hour = 0;
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  const micro = isHourOnly ? 0 : fraction(m[4]);
  const rest = text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length);
  return { rest, clock: { hour, minute, second, microsecond: micro } };
}

function dateParts(text: string, nowYear: number): Parts | null {
  const parts: Parts = {};
  const numbers: string[] = [];
  const tokens = text.match(/[a-z]+|\d+|[^a-z\d\s]/g) ?? [];
  for (const token of tokens) {
    if (/^\d+$/.test(token)) {
      numbers.push(token);
      continue;
    }
    if (/^[\s,./\-']$/.test(token)) continue;
    const month = monthOf(token);
    const weekday = weekdayOf(token);
    if (month !== null && parts.month === undefined) parts.month = month;
    else if (weekday !== null) parts.weekday = weekday;
    else if (!SKIPPED_WORDS.has(token)) return null;
  }
  const values = numbers.map(Number);
  const year = (token: string): number => (token.length <= 2 ? twoDigitYear(Number(token), nowYear) : Number(token));
  if (parts.month !== undefined) {
    for (const [i, token] of numbers.entries()) {
      const v = values[i] ?? 0;
      if (parts.day === undefined && token.length <= 2 && v >= 1 && v <= 31) parts.day = v;
      else if (parts.year === undefined) parts.year = year(token);
      else return null;
    }
    return parts;
  }
  const [a, b, c] = numbers;
  const [va = 0, vb = 0, vc = 0] = values;
  if (numbers.length === 1 && a !== undefined) {
    if (a.length === 8)
      return { ...parts, year: Number(a.slice(0, 4)), month: Number(a.slice(4, 6)), day: Number(a.slice(6)) };
    if (a.length <= 2 && va >= 1 && va <= 31) return { ...parts, day: va };
    if (a.length <= 2 && va > 31) return { ...parts, year: twoDigitYear(va, nowYear) };
    if (a.length === 4) return { ...parts, year: va };
    return null;
  }
  if (numbers.length === 2 && a !== undefined && b !== undefined) {
    if (a.length === 4) return { ...parts, year: va, month: vb };
    if (b.length === 4) return { ...parts, month: va, year: vb };
    return va > 12 ? { ...parts, day: va, month: vb } : { ...parts, month: va, day: vb };
  }
  if (numbers.length === 3 && a !== undefined && b !== undefined && c !== undefined) {
    if (a.length >= 3) return { ...parts, year: va, month: vb, day: vc };
    return va > 12 && vb <= 12
      ? { ...parts, day: va, month: vb, year: year(c) }
      : { ...parts, month: va, day: vb, year: year(c) };
  }
  return numbers.length === 0 ? parts : null;
}

/** Reads an absolute date or clock time; null when the phrase is not one. */
export function parseAbsoluteDate(input: string, now: Moment): Moment | null {
  const text = input.trim().toLowerCase();
  if (!text) return null;
  const nowYear = fieldsOf(now).year;
  let parts = isoParts(text);
  if (!parts) {
    const zone = /\s*(z|utc|gmt|[+-]\d{2}:?\d{2})$/.exec(text);
    const hasClock = zone !== null && /\d:\d{2}(:\d{2}(\.\d+)?)?\s*(z|utc|gmt|[+-]\d{2}:?\d{2})$/.test(text);
    const body = hasClock && zone ? text.slice(0, zone.index) : text;
    const taken = takeClock(body);
    if (!taken) return null;
    const date = dateParts(taken.rest, nowYear);
    if (!date) return null;
    if (taken.clock === undefined && Object.keys(date).length === 0) return null;
    parts = taken.clock ? { ...date, clock: taken.clock } : date;
    const offset = hasClock && zone ? zoneOffset(zone[1]) : undefined;
    if (offset !== undefined) parts.offsetMinutes = offset;
  }
  return build(parts, nowYear);
}

function build(parts: Parts, nowYear: number): Moment | null {
  const year = parts.year ?? nowYear;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const c = parts.clock ?? { hour: 0, minute: 0, second: 0, microsecond: 0 };
  if (c.hour > 23 || c.minute > 59 || c.second > 59) return null;
  let m = momentOf(year, month, day, c.hour, c.minute, c.second, c.microsecond);
  if (parts.weekday !== undefined && parts.day === undefined) {
    m = addDays(m, (parts.weekday - fieldsOf(m).weekday + 7) % 7);
  }
  if (parts.offsetMinutes) m = addMs(m, -parts.offsetMinutes * 60_000);
  return m;
}
