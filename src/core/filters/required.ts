/**
 * Required filters (D10.03's requiredFirst, controlValues.enableEmptyFilter): the bar shows them first, and a chart
 * in the scope of a required filter that has no value yet waits instead of loading everything unfiltered.
 */
import { filtersInScopeOfChart } from './scope';
import { nativeFiltersOn, type ChartFilterContext } from './dataMask';
import type { FilterConfigItem, NativeFilter } from './types';

/** Whether a filter must hold a value: "Filter value is required" (enableEmptyFilter) or requiredFirst. */
export function isRequiredFilter(filter: NativeFilter): boolean {
  return filter.requiredFirst === true || filter.controlValues.enableEmptyFilter === true;
}

/** The bar's order: requiredFirst filters first, then the rest (dividers included) in configuration order. */
export function filterBarOrder(items: readonly FilterConfigItem[]): FilterConfigItem[] {
  const first = items.filter((f) => f.type === 'NATIVE_FILTER' && f.requiredFirst === true);
  return [...first, ...items.filter((f) => !first.includes(f))];
}

/** The required filters in a chart's scope that have no value yet: while any is left, the chart waits. */
export function unsetRequiredFilters(chartId: number, context: ChartFilterContext): NativeFilter[] {
  if (!nativeFiltersOn(context)) return [];
  return filtersInScopeOfChart(chartId, context.filters, context.layout).filter((f) => {
    if (!isRequiredFilter(f)) return false;
    const value = context.dataMask[f.id]?.filterState.value;
    return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  });
}
