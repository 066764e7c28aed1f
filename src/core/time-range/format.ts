import { SEPARATOR } from './constants';

function endpoint(dttm: string | undefined, isStart: boolean): string {
  if (!dttm) return isStart ? '-∞' : '∞';
  return dttm.replace('T00:00:00', '');
}

/** Joins a start and an end into a range string: "since : until". */
export function buildTimeRangeString(since: string, until: string): string {
  return `${since}${SEPARATOR}${until}`;
}

/** Renders a resolved range as "2010-07-30 ≤ col < 2020-07-30"; a value without the separator comes back as it is. */
export function formatTimeRange(range: string, columnPlaceholder = 'col'): string {
  const parts = range.split(SEPARATOR);
  if (parts.length === 1) return range;
  return `${endpoint(parts[0], true)} ≤ ${columnPlaceholder} < ${endpoint(parts[1], false)}`;
}

/** Renders a range and its shifted twin: "col: 2021-04-13 to 2021-04-14 vs\n  2021-04-15 to 2021-04-16". */
export function formatTimeRangeComparison(initial: string, shifted: string, columnPlaceholder = 'col'): string {
  const [a, b] = initial.split(SEPARATOR);
  const [c, d] = shifted.split(SEPARATOR);
  return `${columnPlaceholder}: ${endpoint(a, true)} to ${endpoint(b, false)} vs\n  ${endpoint(c, true)} to ${endpoint(d, false)}`;
}
