/** A dashboard laid out from the store, drawn with the components under test: tab strips, cells and backgrounds. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { GRID_ID, HEADER_ID, ROOT_ID, computeGridLayout } from '../../../../../src/core/layout';
import type { DashboardLayout, LayoutComponent, LayoutMeta } from '../../../../../src/core/layout';
import { dashboardStore, loadDashboard, setEditMode } from '../../../../../src/state/dashboard';
import {
  ComponentView,
  ContainerBackgrounds,
  TabStrip,
  rowsAndColumns,
} from '../../../../../src/ui/pages/dashboard/components';

/** 12 columns of 64 px with 11 gutters of 16 px. */
export const GRID_WIDTH = 12 * 64 + 11 * 16;

/** A component of a layout. */
export const component = (
  id: string,
  type: LayoutComponent['type'],
  children: string[] = [],
  meta: LayoutMeta = {},
): LayoutComponent => ({ id, type, children, meta });

/** A layout whose grid holds `top`, with the other components beside. */
export function layoutOf(top: string[], ...components: LayoutComponent[]): DashboardLayout {
  const layout: DashboardLayout = {
    [ROOT_ID]: component(ROOT_ID, 'ROOT', [GRID_ID]),
    [GRID_ID]: component(GRID_ID, 'GRID', top),
    [HEADER_ID]: component(HEADER_ID, 'HEADER', [], { text: 'Board' }),
  };
  for (const c of components) layout[c.id] = c;
  return layout;
}

/** Opens `layout` in the store, in edit mode or not. */
export function openDashboard(layout: DashboardLayout, editMode: boolean): void {
  loadDashboard({ id: 1, dashboard_title: 'Board' }, layout, { canEdit: true });
  setEditMode(editMode);
}

/** The open dashboard's grid, drawn as the page draws it, re-laid out on every layout change. */
export function Board() {
  const { layout, editMode } = useSnapshot(dashboardStore);
  const [activeTabs, setActiveTabs] = useState<Record<string, string>>({});
  const grid = computeGridLayout(layout as DashboardLayout, { width: GRID_WIDTH, activeTabs });
  return (
    <div>
      {grid.tabs.map((tabs) => (
        <TabStrip
          key={tabs.id}
          tabs={tabs}
          editMode={editMode}
          onSelect={(tabsId, tabId) => setActiveTabs((prev) => ({ ...prev, [tabsId]: tabId }))}
        />
      ))}
      {grid.components.map((c) => (
        <div key={c.id} data-cell={c.id}>
          <ComponentView component={c} editMode={editMode} />
        </div>
      ))}
      <ContainerBackgrounds
        containers={rowsAndColumns(grid.components)}
        editMode={editMode}
        near={new Set(grid.components.map((c) => c.id))}
      />
    </div>
  );
}

/** The stored meta of a component. */
export const metaOf = (id: string): LayoutMeta | undefined => dashboardStore.layout[id]?.meta;
