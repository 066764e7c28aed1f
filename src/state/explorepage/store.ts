/** The explore page's own state: what it opened on, its saved-state key, the data pane's results and samples. */
import { proxy } from 'valtio/vanilla';
import type { ChartResult } from '../../core/chart-plugin';
import type { ExploreResult } from './request';

/** Where opening the page got to. */
export type ExplorePageStatus = 'idle' | 'loading' | 'ready' | 'missing-params' | 'missing-dataset' | 'error';

/** One tab of the data pane: its results, whether they are loading, and why they failed. */
export interface DataPaneResults {
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** Read by column (held as a ref: never proxied). */
  result: ChartResult | null;
  error: string | null;
}

/** Everything the page reads besides the explore store. */
export interface ExplorePageState {
  status: ExplorePageStatus;
  /** The failure of opening ('error'), in the server's words. */
  error: string | null;
  /** The server's note (a lost form_data_key: 'Form data not found in cache, reverting to …'). */
  message: string | null;
  /** The dataset's name as the answer gave it ('[Missing Dataset]' when gone). */
  datasetName: string | null;
  /** What the page was opened for (the address without its form_data_key), so the page's own address rewrites open nothing. */
  openedFor: string | null;
  /** The key of the unsaved state, once saved. */
  formDataKey: string | null;
  /** The dashboard explore was opened from (X1.07), and whether its colour scheme locks the chart's. */
  dashboardId: number | null;
  colorSchemeLocked: boolean;
  /** The dashboards the saved chart is on (kept on overwrite). */
  sliceDashboards: number[];
  results: DataPaneResults;
  samples: DataPaneResults;
  /** 'Missing dataset': the chart's form and record as the answer gave them, which Swap dataset carries over (a ref). */
  missing: Pick<ExploreResult, 'form_data' | 'slice'> | null;
}

/** A fresh page state. */
export function initialExplorePageState(): ExplorePageState {
  const empty = (): DataPaneResults => ({ status: 'idle', result: null, error: null });
  return {
    status: 'idle',
    error: null,
    message: null,
    datasetName: null,
    openedFor: null,
    formDataKey: null,
    dashboardId: null,
    colorSchemeLocked: false,
    sliceDashboards: [],
    results: empty(),
    samples: empty(),
    missing: null,
  };
}

export const explorePageState = proxy<ExplorePageState>(initialExplorePageState());

/** What the page opened on, for its own use (the raw answer). */
export type { ExploreResult };
