import type { TimeGrain } from '../query';

/** Every built-in time grain with its label, in Superset's order (`builtin_time_grains`). */
export const BUILTIN_TIME_GRAINS: readonly { duration: TimeGrain; name: string }[] = [
  { duration: 'PT1S', name: 'Second' },
  { duration: 'PT5S', name: '5 second' },
  { duration: 'PT30S', name: '30 second' },
  { duration: 'PT1M', name: 'Minute' },
  { duration: 'PT5M', name: '5 minute' },
  { duration: 'PT10M', name: '10 minute' },
  { duration: 'PT15M', name: '15 minute' },
  { duration: 'PT30M', name: '30 minute' },
  { duration: 'PT1H', name: 'Hour' },
  { duration: 'PT6H', name: '6 hour' },
  { duration: 'P1D', name: 'Day' },
  { duration: 'P1W', name: 'Week' },
  { duration: 'P1M', name: 'Month' },
  { duration: 'P3M', name: 'Quarter' },
  { duration: 'P1Y', name: 'Year' },
  { duration: '1969-12-28T00:00:00Z/P1W', name: 'Week starting Sunday' },
  { duration: '1969-12-29T00:00:00Z/P1W', name: 'Week starting Monday' },
  { duration: 'P1W/1970-01-03T00:00:00Z', name: 'Week ending Saturday' },
  { duration: 'P1W/1970-01-04T00:00:00Z', name: 'Week ending Sunday' },
];

/** True when `value` is one of the built-in grain ids. */
export function isTimeGrain(value: unknown): value is TimeGrain {
  return typeof value === 'string' && BUILTIN_TIME_GRAINS.some((g) => g.duration === value);
}

/**
 * Grain templates ({col} is the column) shared by the PostgreSQL-family dialects: Superset's postgres
 * spec for the grains it defines, and DATE_TRUNC arithmetic for the 6-hour and week-anchored grains,
 * which that spec leaves out.
 */
export const DATE_TRUNC_GRAINS: Record<TimeGrain, string> = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: "DATE_TRUNC('minute', {col}) + INTERVAL '5 seconds' * FLOOR(EXTRACT(SECOND FROM {col}) / 5)",
  PT30S: "DATE_TRUNC('minute', {col}) + INTERVAL '30 seconds' * FLOOR(EXTRACT(SECOND FROM {col}) / 30)",
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: "DATE_TRUNC('hour', {col}) + INTERVAL '5 minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / 5)",
  PT10M: "DATE_TRUNC('hour', {col}) + INTERVAL '10 minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / 10)",
  PT15M: "DATE_TRUNC('hour', {col}) + INTERVAL '15 minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / 15)",
  PT30M: "DATE_TRUNC('hour', {col}) + INTERVAL '30 minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / 30)",
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: "DATE_TRUNC('day', {col}) + INTERVAL '6 hours' * FLOOR(EXTRACT(HOUR FROM {col}) / 6)",
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
};
