import type { Moment } from './moment';
import { compareMoments, inCalendarRange, momentFromDate, momentToDate } from './moment';
import { evaluateDateExpression } from './expression';
import { parseHumanDatetime } from './human-datetime';
import { shiftBack } from './duration';
import { TimeRangeOrderError, TimeRangeOutOfRangeError, TimeRangeValueError } from './errors';
import { NO_TIME_RANGE, SEPARATOR } from './constants';

/** Where relative phrases are anchored: midnight today or the current instant. */
export type RelativeAnchor = 'today' | 'now';

/** Options of getSinceUntil; `now` is the clock reading every relative phrase resolves against. */
export interface SinceUntilOptions {
  timeRange?: string | null;
  since?: string | null;
  until?: string | null;
  timeShift?: string | null;
  relativeStart?: RelativeAnchor | null;
  relativeEnd?: RelativeAnchor | null;
  now: Date;
}

const UNIT = '(second|minute|hour|day|week|month|quarter|year)';
const FINE_UNITS = new Set(['second', 'minute', 'hour']);
const SHORTHAND = new RegExp(`^(?:Last|Next)\\s{1,5}(?:[0-9]+\\s{0,5})?${UNIT}s?$`, 'i');

function relativeBase(unit: string, relativeStart: string | null | undefined): string {
  if (relativeStart) return relativeStart;
  return FINE_UNITS.has(unit.toLowerCase()) ? 'now' : 'today';
}

function shorthandBound(timeRange: string): string {
  const unit = SHORTHAND.exec(timeRange)?.[1];
  return unit ? relativeBase(unit, null) : 'today';
}

function presetRange(timeRange: string): string | null {
  const calendar = /^previous calendar (week|month|quarter|year)/.exec(timeRange)?.[1];
  if (calendar) {
    const u = calendar.toUpperCase();
    return `DATETRUNC(DATEADD(DATETIME('today'), -1, ${u}), ${u}) : DATETRUNC(DATETIME('today'), ${u})`;
  }
  const current = /^Current (day|week|month|quarter|year)/.exec(timeRange)?.[1];
  if (current) {
    const u = current.toUpperCase();
    return `DATETRUNC(DATEADD(DATETIME('today'), 0, ${u}), ${u}) : DATETRUNC(DATEADD(DATETIME('today'), 1, ${u}), ${u})`;
  }
  return null;
}

function scoped(scope: string, delta: string | undefined, unit: string, base: string): string {
  const n = delta ? Number.parseInt(delta, 10) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return `DATETIME('${base}')`;
    case 'last':
    case 'prior':
      return `DATEADD(DATETIME('${base}'), -${n}, ${unit})`;
    default:
      return `DATEADD(DATETIME('${base}'), ${n}, ${unit})`;
  }
}

function startOfUnit(scope: string | undefined, unit: string, relativeStart: string | null | undefined): string {
  const base = scoped(scope ?? 'this', undefined, unit, relativeBase(unit, relativeStart));
  return `DATETRUNC(${base}, ${unit.toLowerCase()})`;
}

const FIRST_OF_RANGE =
  /^(first|1st)\s{1,5}(week|month|quarter)\s{1,5}of\s{1,5}(?:(this|last|next|prior)\s{1,5})?(?:the\s{1,5})?(week|month|quarter|year)$/i;

type SideRule = [RegExp, (groups: (string | undefined)[], relativeStart: string | null | undefined) => string];

const SIDE_RULES: SideRule[] = [
  [
    /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i,
    ([modifier = '', scope = '', delta, unit = ''], rs) => {
      const base = scoped(scope, delta, unit, relativeBase(unit, rs));
      const fn = modifier.toLowerCase() === 'end of' ? 'LASTDAY' : 'DATETRUNC';
      return `${fn}(${base}, ${unit.toLowerCase()})`;
    },
  ],
  [
    /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(this|last|next|prior)\s{1,5}(day|week|month|quarter|year)s?$/i,
    ([, scope, unit = ''], rs) => startOfUnit(scope?.toLowerCase(), unit, rs),
  ],
  [
    /^(first|1st)\s{1,5}(?:day\s{1,5})?of\s{1,5}(?:the\s{1,5})?(week|month|quarter|year)$/i,
    ([, unit = ''], rs) => startOfUnit(undefined, unit, rs),
  ],
  [
    new RegExp(`^(this|last|next|prior)\\s{1,5}([0-9]+)?\\s{0,5}${UNIT}s?$`, 'i'),
    ([scope = '', delta, unit = ''], rs) => scoped(scope, delta, unit, relativeBase(unit, rs)),
  ],
  [/^(DATETIME.*|DATEADD.*|DATETRUNC.*|LASTDAY.*|HOLIDAY.*)$/i, ([text = '']) => text],
];

/** Rewrites one side of a range into date expressions; every matching rule applies, as upstream. */
function sideExpressions(part: string, relativeStart: string | null | undefined): string[] {
  const out: string[] = [];
  for (const [pattern, build] of SIDE_RULES) {
    const m = pattern.exec(part);
    if (m) out.push(build(m.slice(1), relativeStart));
  }
  return out.length ? out : [`DATETIME('${part}')`];
}

function addAgoToSince(since: string): string {
  const words = since.split(' ');
  const grains = ['days', 'years', 'hours', 'day', 'year', 'weeks'];
  return words.length === 2 && grains.includes(words[1] ?? '') ? `${since} ago` : since;
}

/** Resolves a time range to [since, until] moments (get_since_until), keeping microseconds. */
export function resolveSinceUntil(opts: SinceUntilOptions): [Moment | null, Moment | null] {
  const now = momentFromDate(opts.now);
  const { relativeStart, relativeEnd } = opts;
  let timeRange = opts.timeRange ?? null;
  if (timeRange === NO_TIME_RANGE) return [null, null];
  const separated = (tr: string | null): tr is string => tr !== null && tr.includes(SEPARATOR);
  if (timeRange && timeRange.startsWith('Last') && !separated(timeRange)) {
    timeRange = timeRange + SEPARATOR + (relativeEnd || shorthandBound(timeRange));
  }
  if (timeRange && timeRange.startsWith('Next') && !separated(timeRange)) {
    timeRange = (relativeStart || shorthandBound(timeRange)) + SEPARATOR + timeRange;
  }
  if (timeRange && !separated(timeRange)) timeRange = presetRange(timeRange) ?? timeRange;
  if (timeRange && !separated(timeRange)) {
    const m = FIRST_OF_RANGE.exec(timeRange);
    if (m) {
      const [, , subunit = '', scope, unit = ''] = m;
      const start = startOfUnit(scope?.toLowerCase(), unit, relativeStart);
      timeRange = `${start} : DATEADD(${start}, 1, ${subunit.toLowerCase()})`;
    }
  }

  let since: Moment | null;
  let until: Moment | null;
  if (separated(timeRange)) {
    const cut = timeRange.indexOf(SEPARATOR);
    const parts = [timeRange.slice(0, cut), timeRange.slice(cut + SEPARATOR.length)].map((p) => p.trim());
    const expressions = parts.flatMap((p) => (p ? sideExpressions(p, relativeStart) : [null]));
    // Upstream unpacks exactly two expressions; a side matching two rules makes that fail.
    if (expressions.length !== 2) throw new TimeRangeValueError(`too many values to unpack (expected 2)`);
    [since, until] = expressions.map((e) => (e ? evaluateDateExpression(e, now) : null)) as [
      Moment | null,
      Moment | null,
    ];
  } else {
    const rawSince = opts.since ? addAgoToSince(opts.since) : '';
    since = rawSince ? parseHumanDatetime(rawSince, now) : null;
    until = parseHumanDatetime(opts.until || relativeEnd || 'today', now);
  }

  const shift = opts.timeShift;
  if (shift) {
    if (shift.includes(SEPARATOR)) {
      const cut = shift.indexOf(SEPARATOR);
      since = parseHumanDatetime(shift.slice(0, cut).trim(), now);
      until = parseHumanDatetime(shift.slice(cut + SEPARATOR.length).trim(), now);
    } else {
      since = since && shiftBack(shift, since);
      until = until && shiftBack(shift, until);
    }
  }

  // Phrases and shifts outside the expression language ("Last 99999999999 years") overflow too.
  for (const end of [since, until]) if (end && !inCalendarRange(end)) throw new TimeRangeOutOfRangeError();
  if (since && until && compareMoments(since, until) > 0) throw new TimeRangeOrderError();
  return [since, until];
}

/** Resolves a time range to [since, until] dates exactly as Superset's get_since_until does; null means unbounded. */
export function getSinceUntil(opts: SinceUntilOptions): [Date | null, Date | null] {
  const [since, until] = resolveSinceUntil(opts);
  return [since && momentToDate(since), until && momentToDate(until)];
}
