/**
 * Where a builder drag can drop, while one is under way (D5.16). A pointer drag moves over one zone covering the
 * grid: drop.ts finds the spot under the pointer and the indicator is moved by its style, with no re-render. A
 * keyboard drag gets one focusable zone per spot (Tab between them, Enter to drop), each drawn as its indicator.
 */
import { useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { dropFinder, dropSpotsFor, indicatorFor } from '../../../../core/layout';
import type { DashboardLayout, DropPlace, DropSpot, GridLayout } from '../../../../core/layout';
import { dispatchLayout } from '../../../../state/dashboard';
import { DropTarget } from '../../../kit';
import type { DragPayload } from '../../../kit';
import { LAYOUT_DRAG_KINDS, layoutDragEnded, layoutDragState } from './dragKinds';
import type { LayoutDrag } from './dragKinds';
import { componentName } from './ComponentChrome';

/** How far below the grid a pointer drop still lands at its end. */
const BELOW_GRID_PX = 160;

type LayoutPayload = DragPayload<(typeof LAYOUT_DRAG_KINDS)[number]>;

/** Applies a drop: a new component is created at the spot, a layout component moved there. */
export function dropPayload(payload: LayoutPayload, spot: DropSpot): string | null {
  if (payload.kind === 'layout-move') return dispatchLayout({ type: 'move', id: payload.value.id, to: spot });
  const { type, chartId, sliceName } = payload.value;
  return dispatchLayout({
    type: 'create',
    component: type,
    to: spot,
    ...(chartId !== undefined ? { chartId } : {}),
    ...(sliceName !== undefined ? { sliceName } : {}),
  });
}

function spotLabel(layout: DashboardLayout, spot: DropSpot): string {
  const parent = layout[spot.parentId];
  const where = parent ? componentName(parent.type, parent.meta) : spot.parentId;
  const before = parent?.children[spot.index];
  const next = before ? layout[before] : undefined;
  return next ? `Drop in ${where} before ${componentName(next.type, next.meta)}` : `Drop at the end of ${where}`;
}

function PointerDropZone({ grid, layout, drag }: { grid: GridLayout; layout: DashboardLayout; drag: LayoutDrag }) {
  const indicator = useRef<HTMLDivElement>(null);
  // Worked out once a drag: each pointer move only finds the component under it and the spot beside it.
  const placeAt = useMemo(
    () =>
      dropFinder(grid.components, layout, drag.id ? { type: drag.type, id: drag.id } : { type: drag.type }, grid.width),
    [grid, layout, drag],
  );
  const draw = (next: DropPlace | null): void => {
    const el = indicator.current;
    if (!el) return;
    if (!next) {
      el.style.display = 'none';
      return;
    }
    const r = next.indicator;
    Object.assign(el.style, {
      display: 'block',
      left: `${r.x}px`,
      top: `${r.y}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
    });
    el.dataset.position = next.position;
  };
  return (
    <DropTarget
      label="Dashboard layout"
      accept={LAYOUT_DRAG_KINDS}
      className="dash-drop-layer"
      style={{ position: 'absolute', left: 0, top: 0, right: 0, height: grid.height + BELOW_GRID_PX, zIndex: 20 }}
      onDropEnter={(point) => draw(placeAt(point))}
      onDropMove={(point) => draw(placeAt(point))}
      onDropExit={() => draw(null)}
      onDrop={(payloads, point) => {
        // The drop's own point decides, as the last indicator showed it.
        const spot = placeAt(point)?.spot;
        draw(null);
        const payload = payloads[0];
        if (spot && payload) dropPayload(payload, spot);
        layoutDragEnded();
      }}
    >
      <div ref={indicator} className="dash-drop-indicator" data-test="drop-indicator" style={{ display: 'none' }} />
    </DropTarget>
  );
}

function KeyboardDropZones({ grid, layout, drag }: { grid: GridLayout; layout: DashboardLayout; drag: LayoutDrag }) {
  const places = useMemo(() => {
    const shown = new Set(grid.components.map((c) => c.id));
    const dragged = drag.id ? { type: drag.type, id: drag.id } : { type: drag.type };
    return dropSpotsFor(layout, dragged, shown).map((spot) => indicatorFor(grid.components, layout, spot, grid.width));
  }, [grid, layout, drag]);
  return (
    <>
      {places.map(({ spot, indicator, position }) => (
        <DropTarget
          key={`${spot.parentId}:${spot.index}`}
          label={spotLabel(layout, spot)}
          accept={LAYOUT_DRAG_KINDS}
          className="dash-drop-spot"
          style={{
            position: 'absolute',
            left: indicator.x,
            top: indicator.y,
            width: Math.max(indicator.width, 8),
            height: Math.max(indicator.height, 8),
            zIndex: 20,
          }}
          onDrop={(payloads) => {
            const payload = payloads[0];
            if (payload) dropPayload(payload, spot);
            layoutDragEnded();
          }}
        >
          <div className="dash-drop-indicator" data-position={position} />
        </DropTarget>
      ))}
    </>
  );
}

/** The drop zones over the grid while a builder drag is under way; nothing otherwise. */
export function DropLayer({ grid, layout }: { grid: GridLayout; layout: DashboardLayout }) {
  const { drag } = useSnapshot(layoutDragState);
  if (!drag) return null;
  return drag.keyboard ? (
    <KeyboardDropZones grid={grid} layout={layout} drag={drag} />
  ) : (
    <PointerDropZone grid={grid} layout={layout} drag={drag} />
  );
}
