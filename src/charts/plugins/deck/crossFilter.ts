/**
 * What a click on a map's mark filters by, as Superset's deck.gl charts cross-filter: the raw cells of the chart's
 * spatial, line or GeoJSON columns at the clicked row (read from the result, not from the drawn positions, so an
 * equality filter matches the stored value exactly), and a label for the selection.
 */
import type { ChartResult } from '../../../core/chart-plugin';
import type { FilterCell } from '../../../core/crossfilter';
import type { CrossFilterTarget } from '../../model';

/** A cell as a filter value: numbers, text and booleans as they are, 64-bit integers as numbers or text. */
function filterValue(cell: unknown): FilterCell['value'] {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number' || typeof cell === 'string' || typeof cell === 'boolean') return cell;
  if (typeof cell === 'bigint') return Number.isSafeInteger(Number(cell)) ? Number(cell) : cell.toString();
  return String(cell);
}

/**
 * The cells of `columns` at each of `rows` (one datum each), labelled by `labels` or the cells themselves: read for the
 * clicked mark only, so a million-point map builds no per-row array for its cross filter.
 */
export function cellTarget(
  result: ChartResult | undefined,
  columns: string[],
  rows: ArrayLike<number>,
  labels?: readonly string[],
): CrossFilterTarget {
  const cells = columns.map((name) => result?.column(name));
  return {
    columns,
    count: rows.length,
    at(index) {
      const row = rows[index] as number;
      const values = cells.map((column) => filterValue(column?.get(row)));
      return { values, label: labels?.[index] || values.map((v) => String(v)).join(', ') };
    },
  };
}

/** A target read through `datum` (each mark's datum), for marks picked by their own index (paths). */
export function targetByMark(target: CrossFilterTarget, datum: Uint32Array): CrossFilterTarget {
  return {
    columns: target.columns,
    count: datum.length,
    at(index) {
      const d = datum[index];
      if (d === undefined || d >= target.count) return { values: target.columns.map(() => null), label: '' };
      return target.at(d);
    },
  };
}

/** The model with its cross-filter targets, where the chart is a saved one (its id keys the data mask). */
export function withCrossFilter<M extends { crossFilter?: unknown }>(
  model: M,
  sliceId: unknown,
  targets: Record<string, CrossFilterTarget>,
): M {
  const chartId = Number(sliceId);
  if (!Number.isSafeInteger(chartId) || chartId <= 0) return model;
  return { ...model, crossFilter: { chartId, targets } };
}
