/** Explore's URL parameters (X1.02, X1.03, X1.07): what chart, dataset, chart type, saved form state and dashboard it opens on. */
import { parseDatasourceKey, type DatasourceKey } from '../query';

/** What the explore URL names. */
export interface ExploreUrlParams {
  sliceId: number | null;
  /** From dataset_id (a table), datasource_id + datasource_type, or a datasource key "12__table". */
  datasource: DatasourceKey | null;
  formDataKey: string | null;
  vizType: string | null;
  /** The permalink key of /superset/explore/p/{key}/. */
  permalinkKey: string | null;
  dashboardId: number | null;
  standalone: string | null;
  force: boolean;
}

const positiveInt = (v: string | null): number | null =>
  v !== null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null;

/** Reads explore's address: `?slice_id=…`, `?dataset_id=…`, `?datasource_id=…&datasource_type=…`, `?form_data_key=…`, `?viz_type=…`, `/p/{key}/`. */
export function exploreUrlParams(pathname: string, search: string): ExploreUrlParams {
  const q = new URLSearchParams(search);
  const datasetId = positiveInt(q.get('dataset_id'));
  const datasourceId = positiveInt(q.get('datasource_id'));
  const datasourceType = q.get('datasource_type');
  const datasource: DatasourceKey | null =
    datasetId !== null
      ? { id: datasetId, type: 'table' }
      : datasourceId !== null
        ? { id: datasourceId, type: (datasourceType || 'table') as DatasourceKey['type'] }
        : parseDatasourceKey(q.get('datasource'));
  const permalink = /\/explore\/p\/([^/]+)\/?$/.exec(pathname);
  return {
    sliceId: positiveInt(q.get('slice_id')),
    datasource,
    formDataKey: q.get('form_data_key') || null,
    vizType: q.get('viz_type') || null,
    permalinkKey: permalink?.[1] ? decodeURIComponent(permalink[1]) : null,
    dashboardId: positiveInt(q.get('dashboard_id')),
    standalone: q.get('standalone'),
    force: q.get('force') === 'true' || q.get('force') === '1',
  };
}

/** 'Missing URL parameters' (X1.03): the address names neither a chart, a dataset, a saved form state nor a permalink. */
export function missingUrlParameters(params: ExploreUrlParams): boolean {
  return (
    params.sliceId === null && params.datasource === null && params.formDataKey === null && params.permalinkKey === null
  );
}

/** Explore on a table dataset with a chart type chosen ('+ Chart', as Superset's chart creation page links it). */
export function newChartUrl(datasetId: number, vizType: string): string {
  return `/explore/?viz_type=${encodeURIComponent(vizType)}&datasource=${datasetId}__table`;
}
