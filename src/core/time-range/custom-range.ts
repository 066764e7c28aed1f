import { SEPARATOR } from './constants';

/** How one end of a custom range is given: a date-time, relative to the other end, now, or midnight today. */
export type DateTimeMode = 'specific' | 'relative' | 'now' | 'today';
/** A unit a relative end may count in. */
export type DateTimeGrain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** The Custom frame's fields (spec 002 §3). */
export interface CustomRange {
  sinceDatetime: string;
  sinceMode: DateTimeMode;
  sinceGrain: DateTimeGrain;
  sinceGrainValue: number;
  untilDatetime: string;
  untilMode: DateTimeMode;
  untilGrain: DateTimeGrain;
  untilGrainValue: number;
  anchorMode: 'now' | 'specific';
  anchorValue: string;
}

const ISO8601 = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:(?:[+-]\d\d:\d\d)|Z)?`;

/** An ISO date-time (optional fraction and zone) or NOW or TODAY, any case. */
export const ISO8601_AND_CONSTANT = new RegExp(String.raw`^${ISO8601}$|^(?:TODAY|NOW)$`, 'i');

const SPECIFIC_MODES: readonly DateTimeMode[] = ['specific', 'now', 'today'];

const pad = (n: number): string => String(n).padStart(2, '0');

/** "YYYY-MM-DDTHH:mm:ss" in UTC. */
export function formatDateTime(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function midnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The Custom frame's starting value: seven days before midnight today until midnight today, counted in days. */
export function defaultCustomRange(now: Date): CustomRange {
  const today = midnight(now);
  return {
    sinceDatetime: formatDateTime(new Date(today.getTime() - 7 * 86_400_000)),
    sinceMode: 'relative',
    sinceGrain: 'day',
    sinceGrainValue: -7,
    untilDatetime: formatDateTime(today),
    untilMode: 'specific',
    untilGrain: 'day',
    untilGrainValue: 7,
    anchorMode: 'now',
    anchorValue: 'now',
  };
}

/** A date-time field as "YYYY-MM-DDTHH:mm:ss": 'now' to the second, 'today' at midnight, a zone-less value read as UTC. */
export function dateTimeToString(dttm: string, now: Date): string {
  if (dttm === 'now') return formatDateTime(new Date(Math.floor(now.getTime() / 1000) * 1000));
  if (dttm === 'today') return formatDateTime(midnight(now));
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(dttm);
  const parsed = new Date(zoned || !dttm.includes('T') ? dttm : `${dttm}Z`);
  return Number.isNaN(parsed.getTime()) ? dttm : formatDateTime(parsed);
}

/** Writes the Custom frame's fields as a range string, using DATEADD for relative ends. */
export function encodeCustomRange(range: CustomRange, now: Date): string {
  const end = (mode: DateTimeMode, dttm: string): string => (mode === 'specific' ? dateTimeToString(dttm, now) : mode);
  const isSpecific = (mode: DateTimeMode): boolean => SPECIFIC_MODES.includes(mode);
  const { sinceMode, untilMode } = range;
  if (isSpecific(sinceMode) && isSpecific(untilMode)) {
    return `${end(sinceMode, range.sinceDatetime)}${SEPARATOR}${end(untilMode, range.untilDatetime)}`;
  }
  const back = `${-Math.abs(range.sinceGrainValue)}, ${range.sinceGrain}`;
  const ahead = `${range.untilGrainValue}, ${range.untilGrain}`;
  if (sinceMode === 'relative' && isSpecific(untilMode)) {
    const until = end(untilMode, range.untilDatetime);
    return `DATEADD(DATETIME("${until}"), ${back})${SEPARATOR}${until}`;
  }
  if (isSpecific(sinceMode) && untilMode === 'relative') {
    const since = end(sinceMode, range.sinceDatetime);
    return `${since}${SEPARATOR}DATEADD(DATETIME("${since}"), ${ahead})`;
  }
  const anchor = range.anchorValue;
  return `DATEADD(DATETIME("${anchor}"), ${back})${SEPARATOR}DATEADD(DATETIME("${anchor}"), ${ahead})`;
}

/** S2.08: a custom range text is exactly two parts split by " : ", each an ISO date-time, NOW or TODAY. */
export function isCustomRangeText(timeRange: string): boolean {
  const parts = timeRange.split(SEPARATOR);
  return parts.length === 2 && parts.every((part) => ISO8601_AND_CONSTANT.test(part));
}

/** Reads a range string back into the Custom frame's fields; matched is false unless it is a custom range text (S2.08). */
export function decodeCustomRange(timeRange: string, now: Date): { customRange: CustomRange; matched: boolean } {
  const base = defaultCustomRange(now);
  const [since, until] = timeRange.split(SEPARATOR);
  if (since && until && isCustomRangeText(timeRange)) {
    const mode = (value: string): DateTimeMode => {
      const lower = value.toLowerCase();
      return lower === 'now' || lower === 'today' ? lower : 'specific';
    };
    return {
      customRange: {
        ...base,
        sinceDatetime: since,
        sinceMode: mode(since),
        untilDatetime: until,
        untilMode: mode(until),
      },
      matched: true,
    };
  }
  return { customRange: base, matched: false };
}

/** The Advanced frame's value, always holding the separator: "Last …" keeps its start, "Next …" its end. */
export function toAdvancedRange(timeRange: string): string {
  if (timeRange.includes(SEPARATOR)) return timeRange;
  if (timeRange.startsWith('Last')) return `${timeRange}${SEPARATOR}`;
  if (timeRange.startsWith('Next')) return `${SEPARATOR}${timeRange}`;
  return SEPARATOR;
}
