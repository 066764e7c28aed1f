/** The explore page's calls as pure functions: which GET opens it, what it then shows, and the bodies it sends. */
import type { QueryFormData } from '../../core/chart-plugin';
import type { ExploreDataset, ExploreUrlParams } from '../../core/explore';
import { formDataToSave, missingUrlParameters, readExploreDataset } from '../../core/explore';

/** Superset's name for a dataset that is gone (GET /api/v1/explore/ answers it in place of the dataset). */
export const MISSING_DATASET_NAME = '[Missing Dataset]';
export const MISSING_URL_PARAMETERS = 'Missing URL parameters';
export const MISSING_DATASET = 'Missing dataset';

/** The `result` of GET /api/v1/explore/. */
export interface ExploreResult {
  dataset:
    (Partial<ExploreDataset> & { name?: string; type?: string | null; columns: ExploreDataset['columns'] }) | null;
  form_data: Partial<QueryFormData>;
  slice: { id: number; slice_name: string; owners?: { id: number }[]; description?: string | null } | null;
  message: string | null;
}

/** GET /api/v1/explore/ for what the address names (X1.02): the permalink, the saved form state, the chart and the dataset. */
export function exploreRequestPath(params: ExploreUrlParams): string {
  const q = new URLSearchParams();
  if (params.permalinkKey) q.set('permalink_key', params.permalinkKey);
  if (params.formDataKey) q.set('form_data_key', params.formDataKey);
  if (params.sliceId !== null) q.set('slice_id', String(params.sliceId));
  if (params.datasource) {
    q.set('datasource_id', String(params.datasource.id));
    q.set('datasource_type', params.datasource.type);
  }
  return `/api/v1/explore/?${q.toString()}`;
}

/** What the page shows before any call (X1.03): 'Missing URL parameters' when the address names nothing to explore. */
export function needsUrlParameters(params: ExploreUrlParams): boolean {
  return missingUrlParameters(params);
}

/** The answer's dataset read (X0.01), or null for 'Missing dataset' (X1.04): none, or Superset's placeholder for a deleted one. */
export function exploreDatasetOf(result: Pick<ExploreResult, 'dataset'>): ExploreDataset | null {
  return result.dataset?.name === MISSING_DATASET_NAME ? null : readExploreDataset(result.dataset);
}

/** 'Missing dataset' (X1.04): the answer carries no dataset, or Superset's placeholder for a deleted one. */
export function datasetIsMissing(result: Pick<ExploreResult, 'dataset'>): boolean {
  return exploreDatasetOf(result) === null;
}

/** The body of POST/PUT /api/v1/explore/form_data: the dataset, the chart when saved, the form as JSON text. */
export function formDataEntryBody(
  formData: QueryFormData,
  dataset: Pick<ExploreDataset, 'id' | 'type'>,
  sliceId: number | null,
): Record<string, unknown> {
  return {
    datasource_id: dataset.id,
    datasource_type: dataset.type,
    ...(sliceId !== null ? { chart_id: sliceId } : {}),
    form_data: JSON.stringify(formData),
  };
}

/**
 * The address that reopens the unsaved state (a reload keeps it): the current one with form_data_key set, and the
 * chart or dataset kept so the page still opens when the key has expired.
 */
export function addressWithFormDataKey(pathname: string, search: string, key: string): string {
  const q = new URLSearchParams(search);
  q.set('form_data_key', key);
  const path = /\/explore\/p\//.test(pathname) ? '/explore/' : pathname;
  return `${path}?${q.toString()}`;
}

/** How the save modal saves (X1.14). */
export interface SaveRequest {
  action: 'overwrite' | 'saveas';
  sliceName: string;
  /** An existing dashboard by id, a new one by title, or none. */
  dashboard: { id: number } | { newTitle: string } | null;
}

/** The chart body of POST /api/v1/chart/ or PUT /api/v1/chart/{id}: name, type, dataset, params and dashboards. */
export function chartSaveBody(
  formData: QueryFormData,
  dataset: Pick<ExploreDataset, 'id' | 'type'>,
  sliceName: string,
  dashboardIds: number[],
): Record<string, unknown> {
  // X7.14 a dashboard's inherited filters and context are not saved with the chart.
  const params: Record<string, unknown> = { ...formDataToSave(formData) };
  delete params.slice_id;
  return {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    datasource_id: dataset.id,
    datasource_type: dataset.type,
    params: JSON.stringify(params),
    ...(dashboardIds.length ? { dashboards: dashboardIds } : {}),
  };
}

/** Why a save cannot go ahead, in the modal's words; null when it can. */
export function saveProblem(request: SaveRequest, can: { can_add: boolean; can_overwrite: boolean }): string | null {
  if (!request.sliceName.trim()) return 'Please enter a chart name';
  if (request.action === 'overwrite' && !can.can_overwrite) return 'You do not have permission to overwrite this chart';
  if (request.action === 'saveas' && !can.can_add) return 'You do not have permission to save charts';
  if (request.dashboard && 'newTitle' in request.dashboard && !request.dashboard.newTitle.trim())
    return 'Please enter a dashboard name';
  return null;
}
