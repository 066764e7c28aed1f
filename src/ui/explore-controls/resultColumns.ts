/** The result columns the column config and conditional formatting controls offer: the chart's, else the dataset's. */
import type { ExploreDataset } from '../../core/explore';
import type { ResultColumn } from './types';

const KINDS: Record<number, ResultColumn['kind']> = { 0: 'number', 1: 'string', 2: 'time', 3: 'boolean' };

/** The chart's result columns when the page gave them; else the dataset's columns and saved metrics (numbers). */
export function resultColumnsOf(
  resultColumns: readonly ResultColumn[] | undefined,
  dataset: ExploreDataset | null,
): readonly ResultColumn[] {
  if (resultColumns) return resultColumns;
  if (!dataset) return [];
  return [
    ...dataset.columns.map((c) => ({
      name: c.column_name,
      kind: (c.is_dttm ? 'time' : KINDS[c.type_generic ?? 1]) ?? 'string',
    })),
    ...dataset.metrics.map((m) => ({ name: m.metric_name, kind: 'number' as const })),
  ];
}
