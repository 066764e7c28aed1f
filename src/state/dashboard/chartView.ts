/**
 * What a dashboard chart's menu does beyond the chart store (D3.17): its description unfolded or not (expanded_slices,
 * D2.06), its results as a table, and a permalink to it on the dashboard.
 */
import { resultOfRecords, type ChartResult } from '../../core/chart-plugin';
import type { ChartDataResult, QueryContext } from '../../core/query';
import { apiClient, call } from '../app';
import { dashboardStore } from './store';

const expandedOf = (metadata: Record<string, unknown>): Record<string, boolean> => {
  const value = metadata.expanded_slices;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, boolean>) : {};
};

/** Whether the dashboard's metadata unfolds the chart's description. */
export function isSliceExpanded(metadata: Record<string, unknown>, chartId: number): boolean {
  return expandedOf(metadata)[String(chartId)] === true;
}

/** Shows or hides a chart's description; kept in expanded_slices, saved with the dashboard's next save. */
export function toggleExpandedSlice(chartId: number): void {
  const expanded = { ...expandedOf(dashboardStore.metadata) };
  if (expanded[String(chartId)]) delete expanded[String(chartId)];
  else expanded[String(chartId)] = true;
  dashboardStore.metadata = { ...dashboardStore.metadata, expanded_slices: expanded };
}

/** View as table: the chart's results (POST /api/v1/chart/data, result_type results), read by column. */
export async function chartResults(queryContext: QueryContext): Promise<ChartResult[]> {
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/chart/data',
    json: { ...queryContext, result_type: 'results', result_format: 'json' },
  });
  return (res.body as { result: ChartDataResult[] }).result.map(resultOfRecords);
}

/** A permalink to the open dashboard anchored at a chart's component, with the tabs shown now. */
export async function chartPermalink(componentId: string): Promise<string> {
  const id = dashboardStore.info?.id;
  if (id === undefined) throw new Error('No dashboard is open.');
  const res = await call(apiClient(), {
    method: 'POST',
    path: `/api/v1/dashboard/${id}/permalink`,
    json: { anchor: componentId, activeTabs: Object.values(dashboardStore.activeTabs), urlParams: [] },
  });
  return (res.body as { url: string }).url;
}
