/**
 * The scope tree of the filter dialog's Scoping tab (D10.03): the dashboard's tabs and charts as a tree, which charts a
 * scope checks, and the scope (rootPath, excluded) that a set of checked charts makes, as Superset's findFilterScope:
 * the roots are the deepest common tabs of the checked charts, and the unchecked charts under them are excluded.
 */
import { ROOT_ID, type DashboardLayout } from '../layout';
import { chartPaths, chartsInScope } from './scope';
import type { NativeFilterScope } from './types';

/** One node of the scope tree: the root, a tab, or a chart. */
export interface ScopeTreeNode {
  /** The layout component id. */
  id: string;
  kind: 'root' | 'tab' | 'chart';
  label: string;
  chartId?: number;
  children: ScopeTreeNode[];
}

const chartLabel = (layout: DashboardLayout, id: string, chartId: number): string => {
  const meta = layout[id]?.meta ?? {};
  const name = meta.sliceNameOverride || meta.sliceName;
  return typeof name === 'string' && name ? name : `Chart ${chartId}`;
};

/** The tree of tabs and charts under the root (rows, columns and the grid flattened away); empty tabs left out. */
export function scopeTree(layout: DashboardLayout, rootLabel = 'All panels'): ScopeTreeNode {
  const walk = (id: string, seen: Set<string>): ScopeTreeNode[] => {
    const component = layout[id];
    if (!component || seen.has(id)) return [];
    const here = new Set(seen).add(id);
    const children = component.children.flatMap((child) => walk(child, here));
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number')
      return [
        {
          id,
          kind: 'chart',
          label: chartLabel(layout, id, component.meta.chartId),
          chartId: component.meta.chartId,
          children: [],
        },
      ];
    if (component.type === 'TAB') {
      if (!children.length) return [];
      const text = component.meta.text;
      return [{ id, kind: 'tab', label: typeof text === 'string' && text ? text : 'Tab', children }];
    }
    return children;
  };
  return { id: ROOT_ID, kind: 'root', label: rootLabel, children: walk(ROOT_ID, new Set()) };
}

/** The chart ids under a node of the tree, each once. */
export function nodeChartIds(node: ScopeTreeNode): number[] {
  const ids = node.kind === 'chart' && node.chartId !== undefined ? [node.chartId] : [];
  return [...new Set([...ids, ...node.children.flatMap(nodeChartIds)])];
}

/** Whether a node is checked (every chart under it), unchecked (none) or mixed, for a set of checked charts. */
export function nodeCheckState(node: ScopeTreeNode, checked: ReadonlySet<number>): 'checked' | 'unchecked' | 'mixed' {
  const ids = nodeChartIds(node);
  const on = ids.filter((id) => checked.has(id)).length;
  if (ids.length && on === ids.length) return 'checked';
  return on === 0 ? 'unchecked' : 'mixed';
}

/** The checked charts after toggling a node: a checked node turns all its charts off, any other turns them on. */
export function toggleScopeNode(node: ScopeTreeNode, checked: ReadonlySet<number>): Set<number> {
  const next = new Set(checked);
  const on = nodeCheckState(node, checked) !== 'checked';
  for (const id of nodeChartIds(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The charts a scope checks in the tree. */
export function checkedCharts(layout: DashboardLayout, scope: NativeFilterScope): Set<number> {
  return new Set(chartsInScope(layout, scope));
}

/**
 * The scope a set of checked charts makes: every chart checked is the whole dashboard; else the deepest level of tabs
 * all checked charts share as roots, and the unchecked charts under those roots excluded. None checked scopes nothing.
 */
export function scopeFromCheckedCharts(layout: DashboardLayout, checked: ReadonlySet<number>): NativeFilterScope {
  const placed = chartPaths(layout);
  if (!placed.some((c) => checked.has(c.chartId))) return { rootPath: [], excluded: [] };
  const tabChain = (path: readonly string[]): string[] => [ROOT_ID, ...path.filter((id) => layout[id]?.type === 'TAB')];
  const chains = placed.filter((c) => checked.has(c.chartId)).map((c) => tabChain(c.path));
  const depth = Math.min(...chains.map((chain) => chain.length));
  const rootPath = [...new Set(chains.map((chain) => chain[depth - 1] as string))];
  const excluded = [
    ...new Set(
      placed.filter((c) => !checked.has(c.chartId) && c.path.some((id) => rootPath.includes(id))).map((c) => c.chartId),
    ),
  ];
  return { rootPath, excluded };
}
