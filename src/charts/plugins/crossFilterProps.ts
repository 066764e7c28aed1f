/** What the plugins' render models carry for a click to cross-filter by (D11.01): plain data, made in the worker too. */
import type { QueryFormData } from '../../core/chart-plugin';
import type { FilterValue } from '../model';

/** Superset's flat column separator and the label pivot gives a missing dimension value. */
const SEPARATOR = ', ';
const NULL_LABEL = '<NULL>';

/** The saved chart's id (a chart on a dashboard); null in explore before the chart is saved. */
export function savedChartId(formData: QueryFormData): number | null {
  const id = Number(formData.slice_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A result cell as a filter value: strings, numbers and booleans as they are, anything else as null. */
export function filterValue(v: unknown): FilterValue {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

/**
 * The dimension values of a pivoted series named `name` (its flattened labels, literal commas escaped): the last
 * `count` labels, the metric's level before them dropped. Null where the name has fewer labels.
 */
export function seriesDimensionValues(name: string, count: number): FilterValue[] | null {
  const labels: string[] = [];
  let current = '';
  for (let i = 0; i < name.length; i += 1) {
    if (name[i] === '\\' && name[i + 1] === ',') {
      current += ',';
      i += 1;
    } else if (name.startsWith(SEPARATOR, i)) {
      labels.push(current);
      current = '';
      i += SEPARATOR.length - 1;
    } else current += name[i];
  }
  labels.push(current);
  if (count === 0 || labels.length < count) return null;
  return labels.slice(-count).map((l) => (l === NULL_LABEL ? null : l));
}
