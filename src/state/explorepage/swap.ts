/**
 * Swap dataset (X1.04 from 'Missing dataset', and the datasource panel's Swap dataset): the chart's settings carried to
 * another dataset, as Superset does: controls kept, columns and saved metrics the new dataset lacks removed, ad-hoc
 * metrics and filters on its missing columns kept and flagged (X8.08, X7.13), and a message that says which.
 */
import { swapMessage, type SwapChange } from '../../core/explore';
import { apiClient, call } from '../app';
import { changeDatasource, updateChart } from '../explore';
import { hydrateResult, type OpenExploreOptions } from './actions';
import { exploreDatasetOf, exploreRequestPath, type ExploreResult } from './request';
import { exploreDatasetFrom, fetchDatasource } from './datasetEditor';
import { explorePageState } from './store';

/** Why a swap to a dataset that is gone does nothing. */
export const SWAP_DATASET_GONE = 'The dataset could not be found';

/**
 * Moves the chart to dataset `datasetId`; answers what the swap removed or flagged and the message that says so. A dataset the server refuses or that is gone
 * throws (the server's words, or SWAP_DATASET_GONE) and changes nothing.
 */
export async function swapDataset(
  datasetId: number,
  options: OpenExploreOptions,
): Promise<{ changes: SwapChange[]; message: string }> {
  const missing = explorePageState.status === 'missing-dataset' ? explorePageState.missing : null;
  if (!missing) {
    // X3.06: an open chart reads only the new dataset (GET /datasource/get/table/{id}/); its form stays as it is.
    const dataset = exploreDatasetFrom(await fetchDatasource('table', datasetId), SWAP_DATASET_GONE);
    const changes = changeDatasource(dataset);
    explorePageState.datasetName = dataset.name ?? dataset.table_name ?? null;
    return { changes, message: swapMessage(explorePageState.datasetName ?? String(datasetId), changes) };
  }
  const path = exploreRequestPath({
    permalinkKey: null,
    formDataKey: null,
    sliceId: null,
    datasource: { id: datasetId, type: 'table' },
    vizType: null,
    dashboardId: null,
    standalone: null,
    force: false,
  });
  const res = await call(apiClient(), { method: 'GET', path });
  const result = (res.body as { result: ExploreResult }).result;
  const dataset = exploreDatasetOf(result);
  if (!dataset) throw new Error(SWAP_DATASET_GONE);
  // From 'Missing dataset' the chart's own form is opened first (on the new dataset), then carried over like any swap.
  hydrateResult({ ...result, form_data: missing.form_data, slice: missing.slice }, options);
  const changes = changeDatasource(dataset);
  explorePageState.datasetName = result.dataset?.name ?? dataset.table_name ?? null;
  explorePageState.missing = null;
  explorePageState.status = 'ready';
  updateChart();
  return { changes, message: swapMessage(explorePageState.datasetName ?? String(datasetId), changes) };
}
