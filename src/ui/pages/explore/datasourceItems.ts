/** The datasource panel's lists (X2.10): columns and metrics matching the search, and the icons each item shows. */
import type { ExploreColumn, ExploreDataset, ExploreSavedMetric } from '../../../core/explore';

type Searched = { expression?: string | null; verbose_name?: string | null };

/** Each item's searched texts, lower-cased once per list and joined (a newline keeps a match within one text). */
const haystacks = new WeakMap<readonly Searched[], string[]>();

function haystacksOf<T extends Searched>(items: readonly T[], name: (item: T) => string): string[] {
  let texts = haystacks.get(items);
  if (!texts) {
    texts = items.map((item) => `${name(item)}\n${item.verbose_name ?? ''}\n${item.expression ?? ''}`.toLowerCase());
    haystacks.set(items, texts);
  }
  return texts;
}

function matching<T extends Searched>(items: readonly T[], name: (item: T) => string, needle: string): T[] {
  if (!needle) return [...items];
  const texts = haystacksOf(items, name);
  return items.filter((_, i) => (texts[i] as string).includes(needle));
}

/** The columns and saved metrics whose name, verbose name or expression holds the search text (any case). */
export function matchingItems(
  dataset: Pick<ExploreDataset, 'columns' | 'metrics'>,
  search: string,
): { columns: ExploreColumn[]; metrics: ExploreSavedMetric[] } {
  const needle = search.trim().toLowerCase();
  return {
    columns: matching(dataset.columns, (c) => c.column_name, needle),
    metrics: matching(dataset.metrics, (m) => m.metric_name, needle),
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
