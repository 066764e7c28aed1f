import type { TimeLocaleDefinition } from 'd3-time-format';
import { createD3TimeFormatter } from './d3TimeFormatter';
import { Registry } from './registry';
import {
  createSmartDateDetailedFormatter,
  createSmartDateFormatter,
  createSmartDateVerboseFormatter,
  SMART_DATE_DETAILED_ID,
  SMART_DATE_ID,
  SMART_DATE_VERBOSE_ID,
} from './smartDate';
import { toDate } from './timeFormatter';
import type { TimeFormatter, TimeInput } from './timeFormatter';
import { LOCAL_PREFIX, TimeFormats, TimeFormatsForGranularity } from './timeFormats';
import type { TimeGranularity } from './timeFormats';
import { DEFAULT_D3_TIME_FORMAT } from './timeLocale';
import { createTimeRangeFromGranularity } from './timeRange';

/** Time formatters by id; an unknown id is compiled as a d3-time-format specifier ('local!' for local time). */
export class TimeFormatterRegistry extends Registry<TimeFormatter> {
  d3Format: TimeLocaleDefinition = DEFAULT_D3_TIME_FORMAT;
  private readonly compiled = new Set<string>();

  constructor() {
    super('TimeFormatter', TimeFormats.DATABASE_DATETIME);
  }

  /** Sets the d3 time locale (missing parts from the default) and forgets formatters compiled under the old one. */
  setD3Format(d3Format: Partial<TimeLocaleDefinition>): this {
    this.d3Format = { ...DEFAULT_D3_TIME_FORMAT, ...d3Format };
    for (const key of this.compiled) this.items.delete(key);
    this.compiled.clear();
    return this;
  }

  /** The formatter for `id` (trimmed); empty ids give the default. */
  override get(id?: string | null): TimeFormatter {
    const key = `${id === undefined || id === null || id === '' ? (this.defaultKey ?? '') : id}`.trim();
    const existing = this.items.get(key);
    if (existing) return existing;
    const useLocalTime = key.startsWith(LOCAL_PREFIX);
    const formatString = useLocalTime ? key.slice(LOCAL_PREFIX.length) : key;
    const formatter = createD3TimeFormatter({ formatString, useLocalTime, locale: this.d3Format });
    this.registerValue(key, formatter);
    this.compiled.add(key);
    return formatter;
  }

  /** Formats `value` with the formatter for `id`. */
  format(id: string | null | undefined, value: TimeInput): string {
    return this.get(id)(value);
  }
}

/**
 * Registers the three adaptive formats under the registry's locale and makes smart_date the default, as Superset's
 * app does (setupFormatters): a value asked for no format reads '2020', 'March', 'Tue 03' or '.999ms'. A bare
 * TimeFormatterRegistry keeps the database datetime default of Superset's library.
 */
export function registerAppTimeFormats(registry: TimeFormatterRegistry): TimeFormatterRegistry {
  return registry
    .registerValue(SMART_DATE_ID, createSmartDateFormatter(registry.d3Format))
    .registerValue(SMART_DATE_VERBOSE_ID, createSmartDateVerboseFormatter(registry.d3Format))
    .registerValue(SMART_DATE_DETAILED_ID, createSmartDateDetailedFormatter(registry.d3Format))
    .setDefaultKey(SMART_DATE_ID);
}

let singleton: TimeFormatterRegistry | undefined;

/** The app-wide time formatter registry, with the adaptive formats registered. */
export function getTimeFormatterRegistry(): TimeFormatterRegistry {
  singleton ??= registerAppTimeFormats(new TimeFormatterRegistry());
  return singleton;
}

/** Sets the app-wide d3 time locale; the adaptive formats are re-registered under it. */
export function setD3TimeFormat(d3Format: Partial<TimeLocaleDefinition>): TimeFormatterRegistry {
  return registerAppTimeFormats(getTimeFormatterRegistry().setD3Format(d3Format));
}

/** The formatter for a time format id; undefined, null or '' give smart_date. */
export function getTimeFormatter(id?: string | null): TimeFormatter {
  return getTimeFormatterRegistry().get(id);
}

/** The formatter that shows one period of `granularity`, or the default formatter. */
export function getTimeFormatterForGranularity(granularity?: TimeGranularity | null): TimeFormatter {
  return getTimeFormatter(granularity ? TimeFormatsForGranularity[granularity] : undefined);
}

/** Formats both ends of a range, joined by ' — ', or once when they read the same. */
export function formatTimeRange(id: string | null | undefined, values: TimeInput[]): string {
  const formatter = getTimeFormatter(id);
  const texts = values.map((value) => formatter(value));
  const [start, end] = texts;
  return start === end || end === undefined ? (start ?? '') : `${start} — ${end}`;
}

/**
 * Formats a time; with a granularity the whole period is shown (a week as '2020-05-10 — 2020-05-16'),
 * in the grain's own format when `id` is empty.
 */
export function formatTime(id: string | null | undefined, value: TimeInput, granularity?: TimeGranularity): string {
  if (!granularity) return getTimeFormatterRegistry().format(id, value);
  const formatId = id === undefined || id === null || id === '' ? TimeFormatsForGranularity[granularity] : id;
  const formatter = getTimeFormatter(formatId);
  const time = toDate(value);
  if (typeof time === 'string') return time;
  return formatTimeRange(formatId, createTimeRangeFromGranularity(time, granularity, formatter.useLocalTime));
}
