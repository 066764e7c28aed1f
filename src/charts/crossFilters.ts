/**
 * The page's one cross-filter emitter: interactive charts emit Superset's data mask on a click, and the dashboard's
 * filter state (the filters issue) subscribes here. A map's click is read from its render model.
 */
import { cellsDataMask, createCrossFilterEmitter } from '../core/crossfilter';
import type { CrossFilterEmitter, CrossFilterEvent } from '../core/crossfilter';
import type { FilterValue, MapChartModel, MarkCrossFilter } from './model';

/** Every chart of the page emits through this one. */
export const pageCrossFilters: CrossFilterEmitter = createCrossFilterEmitter();

/**
 * The cross filter of a click on mark `index` of a map's layer (indexed as its tooltip is): an equality filter on
 * each of the chart's filter columns at that mark; the selection already applied (`current`) clears. Null where the
 * chart or layer has no interactive behaviour.
 */
export function mapClickEvent(
  model: MapChartModel,
  layerId: string,
  index: number,
  current: unknown[] | null,
): CrossFilterEvent | null {
  const crossFilter = model.crossFilter;
  const target = crossFilter?.targets[layerId];
  if (!crossFilter || !target || index < 0 || index >= target.count) return null;
  const { values, label } = target.at(index);
  return valuesEvent(crossFilter.chartId, target.columns, values, label, current);
}

/**
 * The cross filter of a click on mark `index` of a chart's render model (a pie's slice, a series, a bar): an equality
 * filter on each of its columns at that mark, labelled `label`; the selection already applied (`current`) clears.
 * Null where the chart has no cross filter or no such mark.
 */
export function markClickEvent(
  crossFilter: MarkCrossFilter | undefined,
  index: number,
  label: string,
  current: unknown[] | null,
): CrossFilterEvent | null {
  const values = crossFilter?.values[index];
  if (!crossFilter || !values) return null;
  return valuesEvent(crossFilter.chartId, crossFilter.columns, values, label, current);
}

/** A chart's cross filter on `columns` equal to `values`, or cleared where they are the current selection. */
export function valuesEvent(
  chartId: number,
  columns: readonly string[],
  values: readonly FilterValue[],
  label: string,
  current: unknown[] | null,
): CrossFilterEvent {
  const cells = columns.map((col, c) => ({ col, value: values[c] ?? null }));
  return { chartId, dataMask: cellsDataMask(cells, label, current) };
}
