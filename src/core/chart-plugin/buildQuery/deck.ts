/**
 * deck.gl geo chart queries, as Superset's deck.gl clients send them: the spatial control's columns (and a
 * category, tooltip columns) selected row by row, a metric when the chart sizes or weighs points by one (ordered by
 * it, descending), and an IS NOT NULL filter on each spatial column.
 */
import { spatialColumns } from '../../geo';
import { buildQueryContext } from '../queryContext';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext, QueryMetric, QueryObject } from '../../query';

/** The columns a tooltip_contents list adds (columns by name; metrics come with the query's metrics). */
export function tooltipColumns(formData: QueryFormData): QueryColumn[] {
  const out: QueryColumn[] = [];
  for (const item of ensureArray(formData.tooltip_contents as unknown[] | undefined)) {
    if (typeof item === 'string') out.push(item);
    else if (item && typeof item === 'object' && (item as { item_type?: unknown }).item_type === 'column') {
      const name = (item as { column_name?: unknown }).column_name;
      if (typeof name === 'string') out.push(name);
    }
  }
  return out;
}

/** One spatial query: the base query with these columns, the metric (if any) and the spatial null filters. */
function spatialQuery(
  formData: QueryFormData,
  extraColumns: (QueryColumn | undefined | null)[],
  metric: QueryMetric | undefined,
  spatial: string[] = spatialColumns(formData.spatial),
): QueryContext {
  return buildQueryContext(formData, (base: QueryObject) => {
    const columns: QueryColumn[] = [...(base.columns ?? []), ...spatial];
    for (const column of [...extraColumns, ...tooltipColumns(formData)])
      if (column !== undefined && column !== null && column !== '' && !columns.includes(column)) columns.push(column);
    return [
      {
        ...base,
        columns,
        metrics: metric !== undefined ? [metric] : [],
        filters: [...(base.filters ?? []), ...spatial.map((col) => ({ col, op: 'IS NOT NULL' as const }))],
        orderby: metric !== undefined ? [[metric, false]] : (base.orderby ?? []),
        is_timeseries: false,
      },
    ];
  });
}

/** The metric of a metric-or-fixed control ({type: 'metric', value}); undefined for a fixed value. */
export function metricOfFixedOrMetric(value: unknown): QueryMetric | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { type, value: v } = value as { type?: unknown; value?: unknown };
  return type === 'metric' && v !== undefined && v !== null && v !== '' ? (v as QueryMetric) : undefined;
}

/** deck_scatter: the points, sized by point_radius_fixed's metric when it has one, coloured by a dimension. */
export function buildDeckScatterQuery(formData: QueryFormData): QueryContext {
  return spatialQuery(
    formData,
    [formData.dimension as QueryColumn | undefined],
    metricOfFixedOrMetric(formData.point_radius_fixed),
  );
}

/** deck_screengrid, deck_grid, deck_hex, deck_heatmap and deck_contour: points weighed by the `size` metric. */
export function buildDeckSpatialQuery(formData: QueryFormData): QueryContext {
  const size = formData.size as QueryMetric | undefined;
  return spatialQuery(formData, [], size === '' || size === null ? undefined : size);
}

/** deck_arc: the start and end places of each row (both spatial controls' columns, none of them null). */
export function buildDeckArcQuery(formData: QueryFormData): QueryContext {
  const spatial = [...spatialColumns(formData.start_spatial), ...spatialColumns(formData.end_spatial)];
  return spatialQuery(formData, [formData.dimension as QueryColumn | undefined], undefined, [...new Set(spatial)]);
}
