/**
 * What a click on a map's mark filters by, as Superset's deck.gl charts cross-filter: the raw cells of the chart's
 * spatial, line or GeoJSON columns at the clicked row (read from the result, not from the drawn positions, so an
 * equality filter matches the stored value exactly), and a label for the selection.
 */
import type { ChartResult, ResultColumn } from '../../../core/chart-plugin';
import type { FilterCell } from '../../../core/crossfilter';
import type { CrossFilterCells, CrossFilterTarget, MapChartModel } from '../../model';

/** A cell as a filter value: numbers, text and booleans as they are, 64-bit integers as numbers or text. */
function filterValue(cell: unknown): FilterCell['value'] {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number' || typeof cell === 'string' || typeof cell === 'boolean') return cell;
  if (typeof cell === 'bigint') return Number.isSafeInteger(Number(cell)) ? Number(cell) : cell.toString();
  return String(cell);
}

/** The filter values and label of the mark at `index`, read from `result`'s columns at its row. */
function reader(result: ChartResult | undefined, columns: string[], cells: CrossFilterCells): CrossFilterTarget['at'] {
  let read: (ResultColumn | undefined)[] | null = null;
  const { rows, labels, datum } = cells;
  return (index) => {
    const entry = datum ? datum[index] : index;
    if (entry === undefined || entry >= rows.length) return { values: columns.map(() => null), label: '' };
    read ??= columns.map((name) => result?.column(name));
    const row = rows[entry] as number;
    const values = read.map((column) => filterValue(column?.get(row)));
    return { values, label: labels?.[entry] || values.map((v) => String(v)).join(', ') };
  };
}

/** A target over `cells` of `result`: the columns are looked up when a mark is first clicked. */
function boundTarget(result: ChartResult | undefined, columns: string[], cells: CrossFilterCells): CrossFilterTarget {
  const count = cells.datum ? cells.datum.length : cells.rows.length;
  return { columns, count, cells, at: reader(result, columns, cells) };
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
  return boundTarget(result, columns, labels ? { rows, labels } : { rows });
}

/** A target read through `datum` (each mark's datum), for marks picked by their own index (paths). */
export function targetByMark(target: CrossFilterTarget, datum: Uint32Array): CrossFilterTarget {
  return {
    columns: target.columns,
    count: datum.length,
    cells: { ...target.cells, datum },
    at(index) {
      const d = datum[index];
      if (d === undefined || d >= target.count) return { values: target.columns.map(() => null), label: '' };
      return target.at(d);
    },
  };
}

/**
 * A map model made in the data worker, on the page: its cross-filter targets read the chart's result again (structured
 * clone dropped their readers); the result's bytes are decoded when a mark is first clicked.
 */
export function reviveMapModel(model: MapChartModel, results: ChartResult[]): MapChartModel {
  if (!model.crossFilter) return model;
  const targets = Object.fromEntries(
    Object.entries(model.crossFilter.targets).map(([id, t]) => [id, boundTarget(results[0], t.columns, t.cells)]),
  );
  return { ...model, crossFilter: { ...model.crossFilter, targets } };
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
