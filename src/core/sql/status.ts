import { temporalColumnNames, type DatasourceMeta } from './datasource';

/** A filter the query applied, by column label (or a time extra such as `__time_range`). */
export interface AppliedFilter {
  column: string;
}

/** A filter the query could not apply, and why. */
export interface RejectedFilter {
  reason: 'not_in_datasource' | 'no_temporal_column';
  column: string;
}

/** Which dashboard time extras (`__time_col`, `__time_grain`, `__time_range`) apply to the dataset (get_time_filter_status). */
export function timeFilterStatus(
  ds: DatasourceMeta,
  extras: Record<string, string>,
): { applied: AppliedFilter[]; rejected: RejectedFilter[] } {
  const temporal = new Set(temporalColumnNames(ds));
  const applied: AppliedFilter[] = [];
  const rejected: RejectedFilter[] = [];
  const timeCol = extras['__time_col'];
  if (timeCol) {
    if (temporal.has(timeCol)) applied.push({ column: '__time_col' });
    else rejected.push({ reason: 'not_in_datasource', column: '__time_col' });
  }
  if ('__time_grain' in extras) {
    if (temporal.size > 0) applied.push({ column: '__time_grain' });
    else rejected.push({ reason: 'no_temporal_column', column: '__time_grain' });
  }
  if (extras['__time_range']) {
    if (temporal.size > 0) applied.push({ column: '__time_range' });
    else rejected.push({ reason: 'no_temporal_column', column: '__time_range' });
  }
  return { applied, rejected };
}
