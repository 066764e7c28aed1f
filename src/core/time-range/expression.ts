import type { Moment } from './moment';
import { diffDays, fieldsOf, inCalendarRange } from './moment';
import type { LastDayUnit, TruncUnit } from './calendar';
import { lastDay, truncate } from './calendar';
import { shiftBy } from './duration';
import { findHoliday } from './holiday';
import { parseHumanDatetime } from './human-datetime';
import { TimeRangeOutOfRangeError, TimeRangeValueError } from './errors';

// The date expression language: DATETIME, DATEADD, DATETRUNC, LASTDAY, HOLIDAY and DATEDIFF, with
// caseless keywords and quoted text. Like the reference grammar, text after a complete expression is
// ignored, and the whole expression is parsed before any of it is evaluated.

type Unit = TruncUnit;
type DateExpr =
  | { kind: 'datetime'; text: string }
  | { kind: 'dateadd'; base: DateExpr; delta: IntExpr; unit: Unit }
  | { kind: 'datetrunc'; base: DateExpr; unit: TruncUnit }
  | { kind: 'lastday'; base: DateExpr; unit: LastDayUnit }
  | { kind: 'holiday'; name: string; base: DateExpr | null; country: string | null };
type DiffExpr = { kind: 'datediff'; from: DateExpr; to: DateExpr; unit: 'year' | 'day' | null };
type IntExpr = number | DiffExpr;

const ALL_UNITS: readonly Unit[] = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];
const LASTDAY_UNITS: readonly LastDayUnit[] = ['year', 'quarter', 'month', 'week', 'day'];
const DIFF_UNITS = ['year', 'day'] as const;
const QUOTED = /"(?:[^"\n\r\\]|""|\\(?:[^x]|x[0-9a-fA-F]+))*"|'(?:[^'\n\r\\]|''|\\(?:[^x]|x[0-9a-fA-F]+))*'/y;

class Parser {
  private pos = 0;
  private furthest = 0;

  constructor(private readonly src: string) {}

  fail(): never {
    const at = this.furthest;
    const found = at >= this.src.length ? 'end of text' : `'${/^\w+|^[\s\S]/.exec(this.src.slice(at))?.[0] ?? ''}'`;
    throw new TimeRangeValueError(
      `Expected {datetime | dateadd | datetrunc | lastday | holiday | datediff}, found ${found}  (at char ${at}), (line:1, col:${at + 1})`,
    );
  }

  private skip(): void {
    while (/\s/.test(this.src[this.pos] ?? '')) this.pos++;
  }

  private miss(): null {
    this.furthest = Math.max(this.furthest, this.pos);
    return null;
  }

  private keyword<K extends string>(words: readonly K[]): K | null {
    this.skip();
    for (const word of words) {
      const next = this.src[this.pos + word.length] ?? '';
      if (this.src.slice(this.pos, this.pos + word.length).toLowerCase() === word && !/[\w$]/.test(next)) {
        this.pos += word.length;
        return word;
      }
    }
    return this.miss();
  }

  private punct(ch: string): boolean {
    this.skip();
    if (this.src[this.pos] === ch) {
      this.pos++;
      return true;
    }
    this.miss();
    return false;
  }

  private text(): string | null {
    this.skip();
    QUOTED.lastIndex = this.pos;
    const m = QUOTED.exec(this.src);
    if (!m) return this.miss();
    this.pos += m[0].length;
    return m[0].slice(1, -1);
  }

  private attempt<T>(rule: () => T | null): T | null {
    const start = this.pos;
    const result = rule();
    if (result === null) this.pos = start;
    return result;
  }

  private call<T>(name: string, body: () => T | null): T | null {
    return this.attempt(() => (this.keyword([name]) && this.punct('(') ? this.attempt(body) : null));
  }

  private close<T>(value: T): T | null {
    this.attempt(() => (this.punct(',') ? true : null));
    return this.punct(')') ? value : null;
  }

  dateExpr(): DateExpr | null {
    return (
      this.call('datetime', () => {
        const text = this.text();
        return text !== null && this.punct(')') ? { kind: 'datetime' as const, text } : null;
      }) ??
      this.call('dateadd', () => {
        const base = this.dateExpr();
        if (!base || !this.punct(',')) return null;
        const delta = this.intExpr();
        if (delta === null || !this.punct(',')) return null;
        const unit = this.keyword(ALL_UNITS);
        return unit ? this.close({ kind: 'dateadd' as const, base, delta, unit }) : null;
      }) ??
      this.call('datetrunc', () => {
        const base = this.dateExpr();
        const unit = base && this.punct(',') ? this.keyword(ALL_UNITS) : null;
        return base && unit ? this.close({ kind: 'datetrunc' as const, base, unit }) : null;
      }) ??
      this.call('lastday', () => {
        const base = this.dateExpr();
        const unit = base && this.punct(',') ? this.keyword(LASTDAY_UNITS) : null;
        return base && unit ? this.close({ kind: 'lastday' as const, base, unit }) : null;
      }) ??
      this.call('holiday', () => {
        const name = this.text();
        if (name === null) return null;
        const comma = () => this.attempt(() => (this.punct(',') ? true : null));
        comma();
        const base = this.attempt(() => this.dateExpr());
        comma();
        const country = this.attempt(() => this.text());
        comma();
        return this.punct(')') ? { kind: 'holiday' as const, name, base, country } : null;
      })
    );
  }

  diffExpr(): DiffExpr | null {
    return this.call('datediff', () => {
      const from = this.dateExpr();
      const to = from && this.punct(',') ? this.dateExpr() : null;
      if (!from || !to) return null;
      const unit = this.attempt(() => (this.punct(',') ? this.keyword(DIFF_UNITS) : null));
      return this.close({ kind: 'datediff' as const, from, to, unit });
    });
  }

  private intExpr(): IntExpr | null {
    this.skip();
    const m = /[+-]?\d+/y;
    m.lastIndex = this.pos;
    const digits = m.exec(this.src);
    if (digits) {
      this.pos += digits[0].length;
      return Number(digits[0]);
    }
    this.miss();
    return this.attempt(() => this.diffExpr());
  }
}

/** Every function's result is checked, so an overflow never feeds the next function a NaN or year-99999 date. */
function evalDate(e: DateExpr, now: Moment): Moment {
  const m = evalDateUnchecked(e, now);
  if (!inCalendarRange(m)) throw new TimeRangeOutOfRangeError();
  return m;
}

function evalDateUnchecked(e: DateExpr, now: Moment): Moment {
  switch (e.kind) {
    case 'datetime':
      return parseHumanDatetime(e.text, now);
    case 'dateadd': {
      const base = evalDate(e.base, now);
      let delta = evalInt(e.delta, now);
      // A delta past 2^53 is not a whole number any more (and prints in exponent form, which no phrase reads).
      if (!Number.isSafeInteger(delta * 3)) throw new TimeRangeOutOfRangeError();
      let unit: string = e.unit;
      if (unit === 'quarter') {
        delta *= 3;
        unit = 'month';
      }
      return shiftBy(`${delta} ${unit}s`, base);
    }
    case 'datetrunc':
      return truncate(evalDate(e.base, now), e.unit);
    case 'lastday':
      return lastDay(evalDate(e.base, now), e.unit);
    case 'holiday': {
      const year = e.base ? fieldsOf(evalDate(e.base, now)).year : fieldsOf(parseHumanDatetime('today', now)).year;
      return findHoliday(e.name, year, e.country ?? 'US');
    }
  }
}

function evalInt(e: IntExpr, now: Moment): number {
  if (typeof e === 'number') return e;
  const from = evalDate(e.from, now);
  const to = evalDate(e.to, now);
  return e.unit === 'year' ? fieldsOf(to).year - fieldsOf(from).year : diffDays(to, from);
}

/** Evaluates a date expression such as "DATEADD(DATETIME('today'), -1, week)" (datetime_eval). */
export function evaluateDateExpression(source: string, now: Moment): Moment {
  const parser = new Parser(source);
  const date = parser.dateExpr();
  if (date) return evalDate(date, now);
  if (parser.diffExpr()) throw new TimeRangeValueError('DATEDIFF gives a number of days or years, not a date');
  return parser.fail();
}
