/**
 * A filter's scope on the layout (D10.03, D11.02): the charts and tabs under its rootPath, less its excluded charts,
 * and the reverse, the filters whose scope holds a chart. Paths are walked from the root, so a layout whose `parents`
 * lists are stale or missing reads the same; a chart the layout does not reach is in no scope.
 */
import { ROOT_ID, type DashboardLayout } from '../layout';
import type { ChartConfiguration, FilterConfigItem, NativeFilter, NativeFilterScope } from './types';

interface PlacedChart {
  chartId: number;
  /** Component ids from the root down to the chart component, both included. */
  path: string[];
}

/** Every chart the layout reaches from its root, in layout order, with its path of component ids. */
export function chartPaths(layout: DashboardLayout): PlacedChart[] {
  const out: PlacedChart[] = [];
  const walk = (id: string, path: string[]): void => {
    const component = layout[id];
    if (!component || path.includes(id)) return;
    const here = [...path, id];
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number')
      out.push({ chartId: component.meta.chartId, path: here });
    for (const child of component.children) walk(child, here);
  };
  walk(ROOT_ID, []);
  return out;
}

const inScope = (chart: PlacedChart, scope: NativeFilterScope): boolean =>
  !scope.excluded.includes(chart.chartId) && chart.path.some((id) => scope.rootPath.includes(id));

/** The ids of the charts a scope holds, in layout order, each once. */
export function chartsInScope(layout: DashboardLayout, scope: NativeFilterScope): number[] {
  return [
    ...new Set(
      chartPaths(layout)
        .filter((c) => inScope(c, scope))
        .map((c) => c.chartId),
    ),
  ];
}

/** The ids of the tabs that hold a chart in the scope (a tab shows the filter's indicator), in layout order. */
export function tabsInScope(layout: DashboardLayout, scope: NativeFilterScope): string[] {
  const tabs = new Set<string>();
  for (const chart of chartPaths(layout))
    if (inScope(chart, scope)) for (const id of chart.path) if (layout[id]?.type === 'TAB') tabs.add(id);
  return [...tabs];
}

/** The filter with chartsInScope and tabsInScope computed from its scope on this layout (as saved). */
export function withComputedScope(filter: NativeFilter, layout: DashboardLayout): NativeFilter {
  return {
    ...filter,
    chartsInScope: chartsInScope(layout, filter.scope),
    tabsInScope: tabsInScope(layout, filter.scope),
  };
}

/** The native filters whose scope holds the chart, in configuration order (dividers have no scope). */
export function filtersInScopeOfChart(
  chartId: number,
  filters: readonly FilterConfigItem[],
  layout: DashboardLayout,
): NativeFilter[] {
  const paths = chartPaths(layout).filter((c) => c.chartId === chartId);
  return filters.filter((f): f is NativeFilter => f.type === 'NATIVE_FILTER' && paths.some((c) => inScope(c, f.scope)));
}

/**
 * The charts a chart's cross filter reaches: its chart_configuration scope (the whole dashboard when it has none),
 * never the emitting chart itself.
 */
export function crossFilterTargets(
  chartId: number,
  chartConfiguration: ChartConfiguration,
  layout: DashboardLayout,
): number[] {
  const scope = chartConfiguration[String(chartId)]?.crossFilters.scope ?? { rootPath: [ROOT_ID], excluded: [] };
  return chartsInScope(layout, scope).filter((id) => id !== chartId);
}
