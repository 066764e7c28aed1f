/** The key of a chart's filter on a column in dashboard filter state: `<chartId>_<column>`. */

/** The key of chart `chartId`'s filter on `column`. */
export function filterKeyOf(chartId: number, column: string): string {
  return `${chartId}_${column}`;
}

const FILTER_KEY = /^(\d+)_(.+)$/s;

/** The chart id and column of a filter key; an invalid key throws 'Cannot parse invalid filter key' (X14.14). */
export function parseFilterKey(key: string): { chartId: number; column: string } {
  const match = FILTER_KEY.exec(key);
  if (!match?.[1] || match[2] === undefined) throw new Error('Cannot parse invalid filter key');
  return { chartId: Number(match[1]), column: match[2] };
}
