/** The dashboard's filter bar, its chart-level indicators and what a chart reads of the filter state. */
export { FilterBar } from './FilterBar';
export { ChartFilterIndicators } from './ChartFilterIndicators';
export { NO_FILTERS, useChartFilterKey, useInFocusedScope } from './useChartFilters';
