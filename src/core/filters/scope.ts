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

interface ChartIndex {
  placed: PlacedChart[];
  byChart: Map<number, PlacedChart[]>;
}

/**
 * The charts of a layout, walked once per layout object: a layout is read as an immutable value (a store passes its
 * snapshot, whose identity changes with every edit), so a 1,000-chart dashboard's indicators do not walk it per chart.
 */
const indexes = new WeakMap<DashboardLayout, ChartIndex>();

function chartIndex(layout: DashboardLayout): ChartIndex {
  const known = indexes.get(layout);
  if (known) return known;
  const placed: PlacedChart[] = [];
  const walk = (id: string, path: string[]): void => {
    const component = layout[id];
    if (!component || path.includes(id)) return;
    const here = [...path, id];
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number')
      placed.push({ chartId: component.meta.chartId, path: here });
    for (const child of component.children) walk(child, here);
  };
  walk(ROOT_ID, []);
  const byChart = new Map<number, PlacedChart[]>();
  for (const chart of placed) byChart.set(chart.chartId, [...(byChart.get(chart.chartId) ?? []), chart]);
  const index = { placed, byChart };
  indexes.set(layout, index);
  return index;
}

/** Every chart the layout reaches from its root, in layout order, with its path of component ids. */
export function chartPaths(layout: DashboardLayout): readonly PlacedChart[] {
  return chartIndex(layout).placed;
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
  const paths = chartIndex(layout).byChart.get(chartId) ?? [];
  return filters.filter((f): f is NativeFilter => f.type === 'NATIVE_FILTER' && paths.some((c) => inScope(c, f.scope)));
}

/** Whether the emitter's cross filter reaches the chart (crossFilterTargets' test for one chart, without the list). */
export function crossFilterReaches(
  emitter: number,
  chartId: number,
  chartConfiguration: ChartConfiguration,
  layout: DashboardLayout,
): boolean {
  if (emitter === chartId) return false;
  const scope = crossFilterScope(emitter, chartConfiguration);
  return (chartIndex(layout).byChart.get(chartId) ?? []).some((c) => inScope(c, scope));
}

const crossFilterScope = (chartId: number, chartConfiguration: ChartConfiguration): NativeFilterScope =>
  chartConfiguration[String(chartId)]?.crossFilters.scope ?? { rootPath: [ROOT_ID], excluded: [] };

/**
 * The charts a chart's cross filter reaches: its chart_configuration scope (the whole dashboard when it has none),
 * never the emitting chart itself.
 */
export function crossFilterTargets(
  chartId: number,
  chartConfiguration: ChartConfiguration,
  layout: DashboardLayout,
): number[] {
  return chartsInScope(layout, crossFilterScope(chartId, chartConfiguration)).filter((id) => id !== chartId);
}
