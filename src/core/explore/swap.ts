/** What swapping the dataset did to a chart's settings (X8.08, X7.13), told to the user in one message. */
import { adhocFilterLabel } from './adhocFilter';
import type { AdhocFilterModel } from './types';

/** One control after a swap: the items the swap removed and the ad-hoc ones it kept but flagged, by their labels. */
export interface SwapChange {
  control: string;
  removed: string[];
  flagged: string[];
}

const items = (value: unknown): unknown[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The label an item of a column, metric or filter control shows. */
function itemLabel(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item !== 'object' || item === null) return String(item);
  const o = item as { clause?: unknown; label?: unknown; sqlExpression?: unknown };
  if (typeof o.clause === 'string') return adhocFilterLabel(item as AdhocFilterModel);
  if (typeof o.label === 'string' && o.label) return o.label;
  if (typeof o.sqlExpression === 'string') return o.sqlExpression;
  return JSON.stringify(item);
}

const flaggedItem = (item: unknown): boolean =>
  typeof item === 'object' && item !== null && (item as { datasourceWarning?: unknown }).datasourceWarning === true;

/** What a swap did to the control `label`, given its value before and after; null when it left it as it was. */
export function swapChange(label: string, before: unknown, after: unknown): SwapChange | null {
  const kept = new Set(items(after).map(itemLabel));
  const removed = items(before)
    .map(itemLabel)
    .filter((l) => !kept.has(l));
  const flagged = items(after).filter(flaggedItem).map(itemLabel);
  return removed.length || flagged.length ? { control: label, removed, flagged } : null;
}

const listed = (changes: readonly SwapChange[], pick: (c: SwapChange) => string[]): string =>
  changes
    .filter((c) => pick(c).length)
    .map((c) => `${c.control}: ${pick(c).join(', ')}`)
    .join('; ');

/** The message a swap to `datasetName` shows: what it removed and what might not fit the new dataset. */
export function swapMessage(datasetName: string, changes: readonly SwapChange[]): string {
  const removed = listed(changes, (c) => c.removed);
  const flagged = listed(changes, (c) => c.flagged);
  if (!removed && !flagged) return `Changed the dataset to ${datasetName}; the chart's settings all fit it.`;
  return [
    `Changed the dataset to ${datasetName}.`,
    removed ? `Removed what it lacks: ${removed}.` : '',
    flagged ? `Kept, but they might not fit it: ${flagged}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
