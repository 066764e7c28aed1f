/** The datasource panel's lists (X2.10): columns and metrics matching the search, and the icons each item shows. */
import type { ExploreColumn, ExploreDataset, ExploreSavedMetric } from '../../../core/explore';

/** The columns and saved metrics whose name, verbose name or expression holds the search text (any case). */
export function matchingItems(
  dataset: Pick<ExploreDataset, 'columns' | 'metrics'>,
  search: string,
): { columns: ExploreColumn[]; metrics: ExploreSavedMetric[] } {
  const needle = search.trim().toLowerCase();
  const has = (...texts: (string | null | undefined)[]): boolean =>
    !needle || texts.some((t) => !!t && t.toLowerCase().includes(needle));
  return {
    columns: dataset.columns.filter((c) => has(c.column_name, c.verbose_name, c.expression)),
    metrics: dataset.metrics.filter((m) => has(m.metric_name, m.verbose_name, m.expression)),
  };
}

/** What an item's certification icon says ('Certified by …', with the details), or null when it is not certified. */
export function certificationText(item: {
  certified_by?: string | null;
  certification_details?: string | null;
}): string | null {
  if (!item.certified_by) return null;
  return item.certification_details
    ? `Certified by ${item.certified_by}: ${item.certification_details}`
    : `Certified by ${item.certified_by}`;
}

/** The dataset's warning (its extra's warning_markdown, else its health-check message), or null. */
export function datasetWarning(
  dataset: Pick<ExploreDataset, 'extra'> & { health_check_message?: string | null },
): string | null {
  let extra: { warning_markdown?: unknown } = {};
  try {
    extra = dataset.extra ? (JSON.parse(dataset.extra) as typeof extra) : {};
  } catch {
    extra = {};
  }
  if (typeof extra.warning_markdown === 'string' && extra.warning_markdown) return extra.warning_markdown;
  return dataset.health_check_message || null;
}

/** A column's type label in the list: 'time' for temporal, else its generic type's name. */
export function columnTypeLabel(column: Pick<ExploreColumn, 'is_dttm' | 'type_generic' | 'expression'>): string {
  if (column.is_dttm || column.type_generic === 2) return 'time';
  if (column.expression) return 'expression';
  return column.type_generic === 0 ? 'number' : column.type_generic === 3 ? 'boolean' : 'text';
}
