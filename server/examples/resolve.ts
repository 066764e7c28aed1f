// Turns the name-based references of the example metadata into the ids the metadata store assigned.
import { layoutComponents } from './layout';
import type { ExampleChart, ExampleDashboard, Json, JsonObject, ResolvedChart, ResolvedDashboard } from './types';

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The chart ready to store, once its dataset (`chart.datasource_table`) has id `datasetId`: the id goes into
 * params.datasource ("12__table"), query_context.datasource.id and query_context.form_data.datasource. A deck_multi's
 * deck_slices name its layer charts by key; `chartIds` (the charts stored before it) turns them into their ids.
 */
export function resolveExampleChart(chart: ExampleChart, datasetId: number, chartIds?: ChartIds): ResolvedChart {
  if (!Number.isSafeInteger(datasetId) || datasetId < 1) throw new Error(`invalid dataset id ${datasetId}`);
  const key = `${datasetId}__${chart.datasource_type}`;
  const params: JsonObject = { ...clone(chart.params), datasource: key };
  if (Array.isArray(params.deck_slices)) {
    params.deck_slices = params.deck_slices.map((ref) => {
      if (typeof ref !== 'string') return ref;
      const id = chartIds ? lookup(chartIds, ref) : undefined;
      if (id === undefined) throw new Error(`no id for layer chart ${ref} of ${chart.key}`);
      return id;
    });
  }
  const queryContext = clone(chart.query_context);
  queryContext.datasource = { id: datasetId, type: chart.datasource_type };
  const formData = queryContext.form_data;
  if (typeof formData === 'object' && formData !== null && !Array.isArray(formData)) formData.datasource = key;
  return {
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    description: chart.description,
    datasource_id: datasetId,
    datasource_type: chart.datasource_type,
    params: JSON.stringify(params),
    query_context: JSON.stringify(queryContext),
    cache_timeout: chart.cache_timeout,
  };
}

/** Looks a chart key up: a Map or a plain record from chart key to the stored chart's id (and optional uuid). */
export type ChartIds = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

function lookup(ids: ChartIds, key: string): number | undefined {
  return ids instanceof Map ? ids.get(key) : (ids as Readonly<Record<string, number>>)[key];
}

/**
 * The dashboard ready to store, given the ids its charts were stored under: every CHART component's `meta.chartRef`
 * becomes `meta.chartId` (plus `meta.uuid` when `chartUuids` knows it), and json_metadata gains
 * global_chart_configuration with every chart in scope. Throws when a referenced chart has no id.
 */
export function resolveExampleDashboard(
  dashboard: ExampleDashboard,
  chartIds: ChartIds,
  chartUuids?: ReadonlyMap<string, string>,
): ResolvedDashboard {
  const position = clone(dashboard.position);
  const inScope: number[] = [];
  for (const component of layoutComponents(position)) {
    if (component.type !== 'CHART') continue;
    const ref = component.meta.chartRef;
    if (typeof ref !== 'string') throw new Error(`chart component ${component.id} has no chartRef`);
    const id = lookup(chartIds, ref);
    if (id === undefined) throw new Error(`no id for chart ${ref} of dashboard ${dashboard.slug}`);
    const { chartRef: _ref, ...meta } = component.meta;
    const uuid = chartUuids?.get(ref);
    component.meta = { ...meta, chartId: id, ...(uuid === undefined ? {} : { uuid }) };
    inScope.push(id);
  }
  const metadata: JsonObject = {
    ...clone(dashboard.json_metadata),
    global_chart_configuration: {
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: inScope.sort((a, b) => a - b) as Json[],
    },
  };
  return {
    slug: dashboard.slug,
    dashboard_title: dashboard.dashboard_title,
    published: dashboard.published,
    css: dashboard.css,
    position_json: JSON.stringify(position),
    json_metadata: JSON.stringify(metadata),
  };
}
