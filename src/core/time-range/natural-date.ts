import type { Moment } from './moment';
import { addDays, addMs, fieldsOf, momentOf, startOfDay } from './moment';
import { addMonths, daysInMonth } from './calendar';
import { applyTerms, isTimeUnit, readDurationPhrase } from './duration';

// The fallback reading of a phrase, in the manner of parsedatetime: words relative to now such as
// "yesterday", "3 days ago", "last month" or "today at 5pm".

/** A reading and whether it named a time of day (otherwise the caller resets it to midnight). */
export interface NaturalReading {
  moment: Moment;
  hasTime: boolean;
}

const TIME_WORDS: Record<string, number> = {
  noon: 12,
  lunch: 12,
  midnight: 0,
  morning: 6,
  afternoon: 13,
  evening: 18,
  night: 21,
  tonight: 21,
  eod: 17,
  'end of day': 17,
};
const DAY_WORDS: Record<string, number> = { today: 0, yesterday: -1, tomorrow: 1 };
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const OFFSETS: Record<string, number> = { this: 0, last: -1, prior: -1, previous: -1, next: 1 };

function clockOf(text: string): { hour: number; minute: number; second: number } | null {
  const word = TIME_WORDS[text];
  if (word !== undefined) return { hour: word, minute: 0, second: 0 };
  const m = /^(\d{1,2})(?::(\d{2})(?::(\d{2}))?)?\s*(am|pm)?$/.exec(text);
  if (!m || (m[2] === undefined && m[4] === undefined)) return null;
  let hour = Number(m[1]);
  if (m[4]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[4] === 'pm' ? 12 : 0);
  }
  const minute = Number(m[2] ?? 0);
  const second = Number(m[3] ?? 0);
  return hour < 24 && minute < 60 && second < 60 ? { hour, minute, second } : null;
}

function atClock(day: Moment, clock: { hour: number; minute: number; second: number }): Moment {
  const f = fieldsOf(day);
  return momentOf(f.year, f.month, f.day, clock.hour, clock.minute, clock.second);
}

function modifierReading(offset: number, unit: string, now: Moment): NaturalReading | null {
  const f = fieldsOf(now);
  const today = startOfDay(now);
  switch (unit) {
    case 'year':
      return { moment: offset === 0 ? momentOf(f.year, 12, 31) : momentOf(f.year + offset, 1, 1), hasTime: false };
    case 'month':
      return {
        moment:
          offset === 0
            ? momentOf(f.year, f.month, daysInMonth(f.year, f.month))
            : addMonths(momentOf(f.year, f.month, 1), offset),
        hasTime: false,
      };
    case 'week':
      return { moment: addDays(today, offset === 0 ? 4 - f.weekday : 7 * offset), hasTime: false };
    case 'day':
      return offset === 0
        ? { moment: momentOf(f.year, f.month, f.day, 17), hasTime: true }
        : { moment: addDays(today, offset), hasTime: false };
    case 'hour':
      return { moment: addMs(momentOf(f.year, f.month, f.day, f.hour), offset * 3_600_000), hasTime: true };
  }
  const weekday = WEEKDAYS.indexOf(unit);
  if (weekday < 0) return null;
  // "last friday" is the latest Friday before today; "this" and "next" count from this week's Monday.
  const diff = offset < 0 ? -((((f.weekday - weekday) % 7) + 7) % 7 || 7) : offset * 7 + weekday - f.weekday;
  return { moment: addDays(today, diff), hasTime: false };
}

function durationReading(text: string, now: Moment): NaturalReading | null {
  const counted = /^(?:last|next)\s+(\d+\s+[a-z]+)$/.exec(text);
  const phrase = readDurationPhrase(counted?.[1] ?? text);
  if (!phrase) return null;
  if (!counted && phrase.direction === null && phrase.terms.length < 2) return null;
  return {
    moment: applyTerms(now, phrase.terms),
    hasTime: phrase.direction === 'from now' || phrase.terms.some((t) => isTimeUnit(t.unit)),
  };
}

/** Reads a phrase relative to now; null when it is not understood. Like parsedatetime, words after a readable start are ignored. */
export function parseNaturalDate(input: string, now: Moment): NaturalReading | null {
  const words = input.trim().toLowerCase().split(/\s+/);
  for (let n = words.length; n > 0; n--) {
    const reading = readWhole(words.slice(0, n).join(' '), now);
    if (reading) return reading;
  }
  return null;
}

function readWhole(text: string, now: Moment): NaturalReading | null {
  if (text === 'now') return { moment: now, hasTime: true };
  const f = fieldsOf(now);
  const today = startOfDay(now);
  const time = clockOf(text);
  if (time && TIME_WORDS[text] !== undefined) return { moment: atClock(today, time), hasTime: true };
  if (text === 'eom' || text === 'end of month') {
    return { moment: momentOf(f.year, f.month, daysInMonth(f.year, f.month)), hasTime: false };
  }
  if (text === 'eoy' || text === 'end of year') return { moment: momentOf(f.year, 12, 31), hasTime: false };
  const day = /^(today|yesterday|tomorrow)(?:,?\s*(?:at\s+)?(.+))?$/.exec(text);
  if (day?.[1]) {
    const base = addDays(today, DAY_WORDS[day[1]] ?? 0);
    if (day[2] === undefined) return { moment: base, hasTime: false };
    const clock = clockOf(day[2]);
    return clock ? { moment: atClock(base, clock), hasTime: true } : null;
  }
  const modifier = /^(this|last|prior|previous|next) ([a-z]+)$/.exec(text);
  if (modifier?.[1] && modifier[2]) {
    const reading = modifierReading(OFFSETS[modifier[1]] ?? 0, modifier[2], now);
    if (reading) return reading;
  }
  return durationReading(text, now);
}
