/** What every explore control component receives, and what the panel hands them all: the dataset, flags, server calls. */
import type { ComponentType } from 'react';
import type { ControlConfig } from '../../core/chart-plugin';
import type { AdvancedTypeAnswer, ExploreDataset, RemoveGuardResult } from '../../core/explore';
import type { FilterValue } from '../../core/query';
import type { DebounceTimers } from '../kit';

/** A control declaration plus the options some control types read beyond ControlConfig. */
export type ExploreControlConfig = ControlConfig & {
  /** SelectControl: options from `GET <endpoint>`'s `result` (X9.15). */
  endpoint?: string;
  /** ColorSchemeControl: categorical (the default) or linear schemes (X9.10). */
  schemeType?: 'categorical' | 'linear';
  /** NumberControl bounds. */
  min?: number;
  max?: number;
  step?: number;
  /** Drop-zone controls: may this item go? A string blocks the removal and is shown in 'Warning' (X8.06). */
  canDelete?: (item: unknown, items: readonly unknown[]) => RemoveGuardResult;
  /** Column controls: only temporal columns are offered (the x-axis of a time-series chart). */
  temporalOnly?: boolean;
  /** CollectionControl: an added item (an empty object by default) and an item's label (X9.02). */
  newItem?: () => unknown;
  itemLabel?: (item: unknown, index: number) => string;
};

/** The props the panel passes to each control's component. */
export interface ControlProps {
  config: ExploreControlConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The control's validation and external errors (X14.06). */
  errors?: readonly string[];
}

/** A registered control component. */
export type ControlComponent = ComponentType<ControlProps>;

/** The dataset's address for the column-values call. */
export interface DatasourceRef {
  type: string;
  id: number;
}

/** The explore controls' server calls; the app's API client by default, a fake in tests. */
export interface ControlServices {
  /** A column's distinct values (X7.09); the signal aborts the call. */
  columnValues(datasource: DatasourceRef, column: string, signal: AbortSignal): Promise<FilterValue[]>;
  /** The table's partition column, or null (X7.10); failures are logged and answer null. */
  partitionColumn(databaseId: number, table: string, schema: string): Promise<string | null>;
  /** The advanced data type conversion of typed values (X7.11). */
  convertAdvancedType(
    type: string,
    values: readonly (string | number)[],
    signal: AbortSignal,
  ): Promise<AdvancedTypeAnswer>;
  /** `GET path`'s `result`, for selects with an endpoint (X9.15). */
  fetchResult(path: string, signal: AbortSignal): Promise<unknown>;
}

/** A column of the chart's result as the column controls see it. */
export interface ResultColumn {
  name: string;
  kind: 'number' | 'time' | 'string' | 'boolean';
}

/** Everything the controls read that is not the control's own value. */
export interface ExploreControlContext {
  dataset: ExploreDataset | null;
  services: ControlServices;
  /** ENABLE_DND_WITH_CLICK_UX (X8.02). */
  clickToAdd: boolean;
  /** ENABLE_ADVANCED_DATA_TYPES (X7.11). */
  advancedDataTypes: boolean;
  /** The default time filter a temporal filter starts from (X7.05). */
  defaultTimeFilter: string;
  /** The colour scheme of the dashboard the chart was opened from: the scheme control is locked to it (X9.10). */
  dashboardColorScheme: string | null;
  /** Ad-hoc metrics of the form, offered as HAVING filter subjects. */
  formMetrics: readonly unknown[];
  /** Opens the page's 'Save this query as a virtual dataset' step (the editors' 'Create a dataset', X6.03). */
  onCreateDataset?: () => void;
  /** Debounce timers (the text control, the advanced type conversion); tests pass their own. */
  timers?: DebounceTimers;
  /** The chart's result columns (the column config and conditional formatting controls); the dataset's otherwise. */
  resultColumns?: readonly ResultColumn[];
  logger: { warn: (...args: unknown[]) => void };
}
