/** The explore editors' fixed texts and timings, in the spec's words. */

/** Texts of the filter editor's Simple tab and its warnings (X7.11–X7.14). */
export const FILTER_EDITOR_TEXT = {
  noSuchColumn: 'No such column found. To filter on a metric, try the Custom SQL tab.',
  metricNeedsSql: 'To filter on a metric, use Custom SQL tab.',
  typeAValue: 'Type a value here',
  caseSensitive: 'Filter value (case sensitive)',
  advancedTypeFailed: 'Failed to retrieve advanced type',
  columnIncompatible: 'This column might be incompatible with current dataset',
  filterIncompatible: 'This filter might be incompatible with current dataset',
  metricIncompatible: 'This metric might be incompatible with current dataset',
  inheritedFilter: "This filter was inherited from the dashboard's context. It won't be saved when saving the chart.",
} as const;

/** Debounce of the advanced data type conversion call (X7.11). The option search's is the UI kit's (D16.14). */
export const ADVANCED_DATA_TYPE_DEBOUNCE_MS = 600;

/**
 * What the explore page says when a dataset call fails without the server's words (X18.03; the server's message is
 * shown whenever it gives one). D3.13: Superset's samples fallback.
 */
export const DATASET_CALL_TEXT = {
  samplesFailed: 'Sorry, an error occurred',
  openFailed: (status: number | null): string =>
    status === null
      ? 'Sorry, the dataset could not be loaded'
      : `Sorry, the dataset could not be loaded (HTTP ${status})`,
} as const;
