/**
 * A component's edit chrome in edit mode: a move handle (dragged by pointer, or Enter to start a keyboard drag), the
 * hover/focus menu with its trash button (D5.18), and the resize handles (D5.17: pointer drags, or arrow keys on a
 * focused handle). While a handle is dragged only an outline follows the pointer; the layout changes on release.
 */
import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { dashboardStore, dispatchLayout } from '../../../../state/dashboard';
import type { LayoutComponentType, LayoutMeta } from '../../../../core/layout';
import { DragSource } from '../../../kit';
import { layoutDragEnded, layoutDragStarted } from './dragKinds';
import { keyboardResized, pixelSize, resizeBounds, resizeEdges, resizedSize, sizeOf } from './resize';
import type { GridSize, ResizeEdge } from './resize';

const TYPE_NAMES: Partial<Record<LayoutComponentType, string>> = {
  GRID: 'the dashboard',
  ROW: 'Row',
  COLUMN: 'Column',
  TABS: 'Tabs',
  TAB: 'Tab',
  HEADER: 'Header',
  MARKDOWN: 'Markdown',
  DIVIDER: 'Divider',
  CHART: 'Chart',
};

/** How the builder names a component to the user: a chart by its name, a header by its text, else its type. */
export function componentName(type: LayoutComponentType, meta: LayoutMeta): string {
  if (type === 'CHART') return meta.sliceNameOverride || meta.sliceName || `Chart ${meta.chartId ?? ''}`.trim();
  if (type === 'HEADER' && meta.text) return `Header ${meta.text}`;
  return TYPE_NAMES[type] ?? type;
}

const EDGE_NAMES: Record<ResizeEdge, string> = { right: 'width', bottom: 'height', corner: 'size' };

function ResizeHandle({
  id,
  name,
  edge,
  gridWidth,
}: {
  id: string;
  name: string;
  edge: ResizeEdge;
  gridWidth: number;
}) {
  const drag = useRef<{
    x: number;
    y: number;
    start: GridSize;
    size: GridSize;
    outline: HTMLElement | null;
  } | null>(null);
  const show = (size: GridSize | null): void => {
    const el = drag.current?.outline;
    if (!el) return;
    if (!size) {
      el.style.display = 'none';
      return;
    }
    const px = pixelSize(size, gridWidth);
    Object.assign(el.style, { display: 'block', width: `${px.width}px`, height: `${px.height}px` });
  };
  const commit = (start: GridSize, size: GridSize): void => {
    if (size.width === start.width && size.height === start.height) return;
    dispatchLayout({
      type: 'resize',
      id,
      ...(edge !== 'bottom' ? { width: size.width } : {}),
      ...(edge !== 'right' ? { height: size.height } : {}),
    });
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>): void => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    const start = sizeOf(dashboardStore.layout, id);
    // The outline beside the handles follows the pointer; the layout changes on release.
    const outline = e.currentTarget.parentElement?.querySelector<HTMLElement>(':scope > .dash-resize-outline') ?? null;
    drag.current = { x: e.clientX, y: e.clientY, start, size: start, outline };
    show(start);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>): void => {
    const d = drag.current;
    if (!d) return;
    const bounds = resizeBounds(dashboardStore.layout, id);
    d.size = resizedSize(d.start, { dx: e.clientX - d.x, dy: e.clientY - d.y }, edge, gridWidth, bounds);
    show(d.size);
  };
  const onPointerUp = (): void => {
    const d = drag.current;
    show(null);
    drag.current = null;
    if (d) commit(d.start, d.size);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const start = sizeOf(dashboardStore.layout, id);
    const size = keyboardResized(start, e.key, e.shiftKey, edge, resizeBounds(dashboardStore.layout, id));
    if (!size) return;
    e.preventDefault();
    commit(start, size);
  };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`Resize ${EDGE_NAMES[edge]} of ${name}`}
      className={`dash-resize-handle dash-resize-${edge}`}
      data-test={`resize-${edge}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}

/** The move handle and the trash button of a component, shown on hover or focus. */
export function ComponentMenu({ id, type, name }: { id: string; type: LayoutComponentType; name: string }) {
  return (
    <div className="dash-edit-menu" data-test="dashboard-component-menu">
      <DragSource
        payload={{ kind: 'layout-move', value: { id, type } }}
        label={`Move ${name}`}
        className="dash-edit-handle"
        onDragStart={() => layoutDragStarted(type, id)}
        onDragEnd={layoutDragEnded}
      >
        <span aria-hidden="true">⠿</span>
      </DragSource>
      <button
        type="button"
        className="dash-edit-trash"
        aria-label={`Delete ${name}`}
        title="Delete"
        onClick={() => dispatchLayout({ type: 'delete', id })}
      >
        <span aria-hidden="true">🗑</span>
      </button>
    </div>
  );
}

/** The chrome over a drawn component in edit mode: its menu and its resize handles. */
export function ComponentChrome({
  id,
  type,
  meta,
  gridWidth,
}: {
  id: string;
  type: LayoutComponentType;
  meta: LayoutMeta;
  gridWidth: number;
}) {
  const name = componentName(type, meta);
  return (
    <>
      <ComponentMenu id={id} type={type} name={name} />
      {resizeEdges(type).map((edge) => (
        <ResizeHandle key={edge} id={id} name={name} edge={edge} gridWidth={gridWidth} />
      ))}
      <div className="dash-resize-outline" style={{ display: 'none' }} aria-hidden="true" />
    </>
  );
}
