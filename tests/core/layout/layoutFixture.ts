/** Small layouts for the layout-editing tests, written as nested lists: [id, meta?, children?]. */
import type { DashboardLayout, LayoutComponentType, LayoutMeta } from '../../../src/core/layout';

/** A component: its id (the type is the id's prefix), its meta and its children. */
export type Node = [string, LayoutMeta?, Node[]?];

function typeOf(id: string): LayoutComponentType {
  if (id === 'ROOT_ID') return 'ROOT';
  if (id === 'GRID_ID') return 'GRID';
  return id.slice(0, id.indexOf('-')) as LayoutComponentType;
}

/** The layout of `gridChildren` on the grid, or of `rootChild` (e.g. top-level tabs) when given instead. */
export function layoutOf(gridChildren: Node[], rootChildren?: Node[]): DashboardLayout {
  const layout: DashboardLayout = {};
  const add = ([id, meta = {}, children = []]: Node, parents: string[]) => {
    layout[id] = { id, type: typeOf(id), children: children.map((c) => c[0]), parents, meta };
    for (const child of children) add(child, [...parents, id]);
  };
  layout.ROOT_ID = { id: 'ROOT_ID', type: 'ROOT', children: [], meta: {} };
  add(['GRID_ID', {}, gridChildren], ['ROOT_ID']);
  for (const child of rootChildren ?? []) add(child, ['ROOT_ID']);
  layout.ROOT_ID.children = rootChildren ? rootChildren.map((c) => c[0]) : ['GRID_ID'];
  return layout;
}

/** A chart `n` columns wide. */
export const chart = (id: string, width = 4, chartId = 1): Node => [`CHART-${id}`, { chartId, width, height: 50 }];
