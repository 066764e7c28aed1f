import type { Moment } from './moment';
import { addDays, addMs, diffUs, dropMicroseconds, fieldsOf } from './moment';
import { addMonths, daysInMonth } from './calendar';

// Lengths of time written in words ("3 days", "-1 year", "1 week ago"), read in the manner of
// parsedatetime: months and years keep the day of month, clamped to the month's length.

/** A unit a duration phrase may use. */
export type DurationUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const UNIT_WORDS: Record<string, DurationUnit> = {
  second: 'second',
  seconds: 'second',
  sec: 'second',
  secs: 'second',
  minute: 'minute',
  minutes: 'minute',
  min: 'minute',
  mins: 'minute',
  hour: 'hour',
  hours: 'hour',
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
  yr: 'year',
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** One quantity of one unit. */
export interface DurationTerm {
  qty: number;
  unit: DurationUnit;
}

/** A duration phrase: its terms and the word that placed it in time, if any. */
export interface DurationPhrase {
  terms: DurationTerm[];
  direction: 'ago' | 'later' | 'from now' | 'in' | 'signed' | null;
}

/** Whether a unit is finer than a day. */
export function isTimeUnit(unit: DurationUnit): boolean {
  return unit === 'second' || unit === 'minute' || unit === 'hour';
}

function quantity(word: string): number | null {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/** Reads "N unit [N unit ...] [ago|later|...]"; null when the phrase is something else. */
export function readDurationPhrase(input: string): DurationPhrase | null {
  let text = input.trim().toLowerCase();
  let direction: DurationPhrase['direction'] = null;
  const tail = /\s+(ago|before|later|after|from now)$/.exec(text);
  if (tail?.[1]) {
    direction = tail[1] === 'before' ? 'ago' : tail[1] === 'after' ? 'later' : (tail[1] as DurationPhrase['direction']);
    text = text.slice(0, tail.index);
  } else if (/^in\s+/.test(text)) {
    direction = 'in';
    text = text.replace(/^in\s+/, '');
  }
  const terms: DurationTerm[] = [];
  const re = /\s*([+-]?)\s*(\d+(?:\.\d+)?|[a-z]+)\s*([a-z]+)\s*/y;
  let signed = false;
  while (re.lastIndex < text.length) {
    const m = re.exec(text);
    if (!m) return null;
    const qty = quantity(m[2] ?? '');
    const unit = UNIT_WORDS[m[3] ?? ''];
    if (qty === null || unit === undefined) return null;
    if (m[1] && !/^\d/.test(m[2] ?? '')) return null;
    if (m[1]) signed = true;
    terms.push({ qty: m[1] === '-' ? -qty : qty, unit });
  }
  if (terms.length === 0) return null;
  const last = terms[terms.length - 1];
  if (direction === 'ago' && last) last.qty = -Math.abs(last.qty);
  if (direction === null && signed) direction = 'signed';
  return { terms, direction };
}

function addFractionalMonths(m: Moment, months: number): Moment {
  const whole = Math.trunc(months);
  const moved = addMonths(m, whole);
  const rest = months - whole;
  if (!rest) return moved;
  const f = fieldsOf(moved);
  return addDays(moved, rest * daysInMonth(f.year, f.month));
}

const UNIT_MS: Record<Exclude<DurationUnit, 'month' | 'year'>, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};

/** Applies the terms in order to a moment. */
export function applyTerms(source: Moment, terms: readonly DurationTerm[]): Moment {
  let m = source;
  for (const { qty, unit } of terms) {
    if (unit === 'month') m = addFractionalMonths(m, qty);
    else if (unit === 'year') m = addFractionalMonths(m, qty * 12);
    else m = addMs(m, qty * UNIT_MS[unit]);
  }
  return m;
}

/** The moment a phrase such as "1 year", "-3 months" or "2 weeks ago" points to from source; an unreadable phrase leaves source unchanged (get_past_or_future). */
export function pastOrFuture(phrase: string | null | undefined, source: Moment): Moment {
  const base = dropMicroseconds(source);
  const months = (phrase ?? '').replace(
    /(?<!\d)(\d{1,10})\s+quarters?\b/gi,
    (_m, d: string) => `${Number(d) * 3} months`,
  );
  const parsed = readDurationPhrase(months);
  return parsed ? dropMicroseconds(applyTerms(base, parsed.terms)) : base;
}

/** Source shifted by the phrase, keeping source's microseconds (dttm + parse_human_timedelta). */
export function shiftBy(phrase: string, source: Moment): Moment {
  const base = dropMicroseconds(source);
  return addMs(source, diffUs(pastOrFuture(phrase, source), base) / 1000);
}

/** Shifts back by a delta written positively ("1 year", "52 weeks", "1 year ago"), as time shifts do. */
export function shiftBack(phrase: string, source: Moment): Moment {
  return shiftBy(phrase.startsWith('-') ? phrase : `-${phrase}`, source);
}
