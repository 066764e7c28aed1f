/**
 * deck.gl shape chart queries, as Superset's deck.gl clients send them: deck_polygon and deck_path select their
 * line column (deck_polygon with its colour metric and elevation metric, deck_path grouped by the line when it has
 * a metric), deck_geojson its GeoJSON column row by row; each with an IS NOT NULL filter on that column unless
 * filter_nulls is off. A form without its column is refused with Superset's message.
 */
import { buildQueryContext } from '../queryContext';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext, QueryMetric, QueryObject } from '../../query';
import { metricOfFixedOrMetric, tooltipColumns } from './deck';

const named = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const metricOf = (value: unknown): QueryMetric | undefined =>
  value === undefined || value === null || value === '' ? undefined : (value as QueryMetric);

/** One query over `column`: it, the tooltip columns and these metrics, and the null filter on it. */
function lineQuery(formData: QueryFormData, column: string, metrics: QueryMetric[]): QueryContext {
  return buildQueryContext(formData, (base: QueryObject) => {
    const columns: QueryColumn[] = [...(base.columns ?? [])];
    for (const c of [column, ...tooltipColumns(formData)]) if (!columns.includes(c)) columns.push(c);
    const nullFilter = formData.filter_nulls === false ? [] : [{ col: column, op: 'IS NOT NULL' as const }];
    return [
      {
        ...base,
        columns,
        metrics,
        filters: [...(base.filters ?? []), ...nullFilter],
        is_timeseries: false,
      },
    ];
  });
}

/** deck_polygon: the polygon column, the colour metric and the elevation metric (point_radius_fixed) if any. */
export function buildDeckPolygonQuery(formData: QueryFormData): QueryContext {
  const column = named(formData.line_column);
  if (!column) throw new Error('Polygon column is required for Polygon charts');
  const metrics = [metricOf(formData.metric), metricOfFixedOrMetric(formData.point_radius_fixed)].filter(
    (m): m is QueryMetric => m !== undefined,
  );
  return lineQuery(formData, column, metrics);
}

/** deck_path: the line column, with its metric when it has one (the lines then grouped). */
export function buildDeckPathQuery(formData: QueryFormData): QueryContext {
  const column = named(formData.line_column);
  if (!column) throw new Error('Line column is required for Path charts');
  const metric = metricOf(formData.metric);
  return lineQuery(formData, column, metric === undefined ? [] : [metric]);
}

/** deck_geojson: the GeoJSON column row by row. */
export function buildDeckGeojsonQuery(formData: QueryFormData): QueryContext {
  const column = named(formData.geojson);
  if (!column) throw new Error('GeoJSON column is required for GeoJSON charts');
  return lineQuery(formData, column, []);
}
