/**
 * Deep links into a dashboard: the focused chart parameter (D1.05), the tabs that contain a component
 * (directPathToChild, D4.12) and the standalone mode (D1.08).
 */
import type { DashboardLayout } from '../../../../core/layout';

/** The URL parameter naming the chart to scroll to and highlight; removed from the URL once used. */
export const FOCUSED_CHART_PARAM = 'focused_chart';

/** The chart component of a chart id, if the layout places it. */
export function chartComponentId(layout: DashboardLayout, chartId: number): string | null {
  return Object.values(layout).find((c) => c.type === 'CHART' && c.meta.chartId === chartId)?.id ?? null;
}

/** The path from the root to a component (directPathToChild): ids, the component last; empty when it is not there. */
export function directPathToChild(layout: DashboardLayout, id: string): string[] {
  const parentOf = new Map<string, string>();
  for (const c of Object.values(layout)) for (const child of c.children) parentOf.set(child, c.id);
  if (!layout[id]) return [];
  const path = [id];
  const seen = new Set(path);
  for (let at = parentOf.get(id); at !== undefined && !seen.has(at); at = parentOf.get(at)) {
    path.unshift(at);
    seen.add(at);
  }
  return path;
}

/** The tabs to show for a component to be seen: each containing TAB with its TABS container, outermost first. */
export function tabsToOpen(layout: DashboardLayout, id: string): { tabsId: string; tabId: string }[] {
  const path = directPathToChild(layout, id);
  const out: { tabsId: string; tabId: string }[] = [];
  path.forEach((at, i) => {
    const parent = path[i - 1];
    if (layout[at]?.type === 'TAB' && parent !== undefined && layout[parent]?.type === 'TABS') {
      out.push({ tabsId: parent, tabId: at });
    }
  });
  return out;
}

/** Superset's dashboard standalone values: 1 hides the navigation, 2 the title too, 3 is the report view. */
export interface StandaloneMode {
  hideNav: boolean;
  hideTitle: boolean;
  /** No chart menus (a report's screenshot). */
  report: boolean;
}

/** The standalone mode of a dashboard's address; anything but 1, 2, 3 (or 'true', as 1) hides nothing. */
export function standaloneMode(search: URLSearchParams | undefined): StandaloneMode {
  const raw = search?.get('standalone') ?? null;
  const value = raw === 'true' ? 1 : Number(raw);
  const level = Number.isInteger(value) && value >= 1 && value <= 3 ? value : 0;
  return { hideNav: level >= 1, hideTitle: level >= 2, report: level === 3 };
}

/** The focused chart's id in the address, if a whole number. */
export function focusedChartId(search: URLSearchParams | undefined): number | null {
  const raw = search?.get(FOCUSED_CHART_PARAM) ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The address without the focused chart parameter (what the URL becomes once the chart is focused). */
export function withoutFocusedChart(path: string, search: URLSearchParams, hash = ''): string {
  const next = new URLSearchParams(search);
  next.delete(FOCUSED_CHART_PARAM);
  const query = next.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
