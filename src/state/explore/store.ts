/** The explore store: the chart being built, its controls, the dataset and the explore flags (X1.09). */
import { proxy } from 'valtio/vanilla';
import type { ControlConfig, QueryFormData } from '../../core/chart-plugin';
import type { ExploreCommonConf, ExploreDataset, ExploreOwner, MemorizedFormData, UiConfig } from '../../core/explore';

/** One control's state: its declaration, its value and its errors. */
export interface ExploreControlState {
  name: string;
  type: ControlConfig['type'];
  label: string;
  value: unknown;
  /** Changing it redraws the chart without a query (X1.12). */
  renderTrigger: boolean;
  /** The declaration (validators, choices, flags), held for the control's component. */
  config: ControlConfig;
  /** The validators' messages followed by the external errors (X14.06). */
  validationErrors: string[];
  /** Errors supplied from outside: a server answer, a chart plugin. */
  externalErrors: string[];
}

/** The saved chart explore was opened on. */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  owners?: (Pick<ExploreOwner, 'id'> | number)[];
  description?: string | null;
}

/** How the next save goes: overwriting the chart or saving a new one. */
export type SaveAction = 'overwrite' | 'saveas' | null;

/** Everything the explore page reads. */
export interface ExploreState {
  /** The dataset, held by reference (valtio `ref`): replaced whole, never edited, and too large to proxy. */
  datasource: ExploreDataset | null;
  slice: ExploreSlice | null;
  /** The form as the controls now say it; replaced whole on each change (a plain object, never proxied). */
  form_data: QueryFormData;
  controls: Record<string, ExploreControlState>;
  /** The form data the chart draws: the last queried form plus display changes made since. */
  queryFormData: QueryFormData;
  /** A query control changed since the chart was last queried: 'Update chart' is due. */
  chartIsStale: boolean;
  /** Counts the queries asked for by 'Update chart' (the page's chart fetch watches it). */
  triggerQuery: number;
  /** Counts the display changes that redraw without a query. */
  renderVersion: number;
  /** The form data of each chart type the user switched away from (X1.16). */
  memorized: MemorizedFormData;
  can_add: boolean;
  can_download: boolean;
  can_overwrite: boolean;
  isStarred: boolean;
  standalone: boolean;
  uiConfig: UiConfig;
  force: boolean;
  saveAction: SaveAction;
  common: Required<{ [K in keyof ExploreCommonConf]: string }>;
}

const EMPTY_FORM: QueryFormData = { datasource: '', viz_type: 'table' };

/** A fresh explore state. */
export function initialExploreState(): ExploreState {
  return {
    datasource: null,
    slice: null,
    form_data: EMPTY_FORM,
    controls: {},
    queryFormData: EMPTY_FORM,
    chartIsStale: false,
    triggerQuery: 0,
    renderVersion: 0,
    memorized: {},
    can_add: false,
    can_download: false,
    can_overwrite: false,
    isStarred: false,
    standalone: false,
    uiConfig: { hideTitle: false, hideTab: false, hideNav: false, hideChartControls: false },
    force: false,
    saveAction: null,
    common: { DEFAULT_VIZ_TYPE: 'table', DEFAULT_TIME_FILTER: 'No filter' },
  };
}

/** The explore page's state. */
export const exploreState = proxy<ExploreState>(initialExploreState());
