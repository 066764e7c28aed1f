/**
 * The drop zones of a tab dragged along its strip: one over each other tab, where the tab lies, for as long as the
 * drag lasts. They lie beside the tablist, not in it (a tablist holds tabs only), so they are measured at the
 * drag's start rather than laid out with the tabs.
 */
import type { PlacedTabs } from '../../../../core/layout';
import { DropTarget, type DragPayload } from '../../../kit';
import { TAB_DRAG_KINDS } from './tabDrag';

/** Each tab's left edge and width in px from the strip's left edge, and the tab being dragged. */
export interface TabZones {
  dragged: string;
  at: Record<string, { left: number; width: number }>;
}

/** Where the tabs of `strip` lie now (read once, as a drag starts). */
export function measureTabs(strip: HTMLElement | null, dragged: string): TabZones {
  const at: TabZones['at'] = {};
  for (const tab of strip?.querySelectorAll<HTMLElement>('[role="tab"][data-tab-id]') ?? []) {
    const id = tab.dataset.tabId;
    if (id) at[id] = { left: tab.offsetLeft, width: tab.offsetWidth };
  }
  return { dragged, at };
}

/** A drop zone over each tab but the dragged one. */
export function TabDropZones({
  tabs,
  zones,
  onDrop,
}: {
  tabs: PlacedTabs['tabs'];
  zones: TabZones;
  onDrop: (target: string, payloads: DragPayload<'dashboard-tab'>[]) => void;
}) {
  return (
    <>
      {tabs
        .filter((tab) => tab.id !== zones.dragged)
        .map((tab) => {
          const place = zones.at[tab.id] ?? { left: 0, width: 0 };
          return (
            <div
              key={tab.id}
              className="dashboard-tab-drop"
              data-drop-tab-id={tab.id}
              style={{ left: place.left, width: place.width }}
            >
              <DropTarget
                label={`Move the tab to the place of ${tab.title}`}
                accept={TAB_DRAG_KINDS}
                onDrop={(payloads) => onDrop(tab.id, payloads)}
              >
                {null}
              </DropTarget>
            </div>
          );
        })}
    </>
  );
}
