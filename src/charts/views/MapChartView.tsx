/**
 * deck.gl geo charts: a map view of the page's one canvas. The base map and the chart's layers are projected onto
 * the plot by the chart's own camera, which the user moves with the mouse (drag pans, wheel zooms, shift-drag or
 * right-drag rotates and tilts), touch (one finger pans, two pinch) and the keyboard on the focused map (arrows pan,
 * +/- zoom, shift+arrows rotate and tilt).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { Viewport } from '../../core/geo';
import type { MapChartModel, MapScene, MarkLayer } from '../model';
import { cameraForKey, panTo, placeAt, rotate, WHEEL_ZOOM_PER_PX, zoomAbout } from '../plugins/deck/camera';
import { mapScene } from '../plugins/deck/project';
import { screenCells } from '../plugins/deck/screen';
import { mapTileTemplate } from '../plugins/deck/tiles';
import { Legend, Tooltip } from './overlays';
import type { TooltipContent } from './overlays';
import { PlotArea } from './PlotArea';
import type { PlotPointer } from './PlotArea';
import { mapTooltip } from './tooltips';
import { mapClickEvent, pageCrossFilters } from '../crossFilters';
import type { CanvasPick } from '../renderer/chartCanvas';
import { useMapTiles } from './useMapTiles';

/** The footer's text for rows that could not be drawn; empty when every row was. */
export function skippedRowsText(invalid: number, reason = 'no valid position'): string {
  if (invalid <= 0) return '';
  return `${invalid.toLocaleString('en-US')} ${invalid === 1 ? 'row' : 'rows'} not drawn: ${reason}`;
}

/** The camera in words, for the map's accessible name: where it is centred, its zoom, bearing and pitch. */
export function cameraText(v: Viewport): string {
  const at = (n: number, digits: number) => Number(n.toFixed(digits));
  return `Map centred on latitude ${at(v.latitude, 5)}, longitude ${at(v.longitude, 5)} at zoom ${at(v.zoom, 4)}, bearing ${at(v.bearing, 1)}, pitch ${at(v.pitch, 1)}`;
}

type Drag =
  | { mode: 'pan'; place: [number, number] }
  | { mode: 'rotate'; x: number; y: number; start: Viewport }
  | { mode: 'pinch'; distance: number; start: Viewport; centre: [number, number] };

const FOOTER_PX = 18;

/** A map draws no marks of the page but its screen cells: its layers are in its scene. */
const NO_MARKS: readonly MarkLayer[] = [];
/** How far (px) the pointer may move between press and release for a click rather than a pan. */
const CLICK_SLOP_PX = 4;

/** The tooltip's (and the cross filter's) index of a picked mark: a path (an arc) is picked by its index. */
const pickIndex = (pick: CanvasPick): number => (pick.datum >= 0 ? pick.datum : pick.index);

export function MapChartView({ model, width, height }: { model: MapChartModel; width: number; height: number }) {
  const [viewport, setViewport] = useState<Viewport>(model.viewport);
  const [hover, setHover] = useState<{ content: TooltipContent; x: number; y: number } | null>(null);
  const [moving, setMoving] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(model.viewport);
  const pointers = useRef(new Map<number, [number, number]>());
  const drag = useRef<Drag | null>(null);
  // The mark last under the pointer, where it went down, and the selection this map last cross-filtered by.
  const lastPick = useRef<CanvasPick | null>(null);
  const downAt = useRef<[number, number] | null>(null);
  const selected = useRef<unknown[] | null>(null);

  // A new model (new data, a saved viewport changed) opens at its own camera.
  if (opened !== model.viewport) {
    setOpened(model.viewport);
    setViewport(model.viewport);
  }

  const legendHeight = model.showLegend && model.legend.length > 0 ? 24 : 0;
  const footer = skippedRowsText(model.invalidRows, model.invalidReason);
  const mapHeight = Math.max(0, height - legendHeight - (footer ? FOOTER_PX : 0));

  // The camera moves the map's view on the GPU: a new scene around the same layers, nothing computed per point.
  // Raster tiles (where the installation sets a tile URL) replace the packaged outlines under the data.
  const camera = useMemo(() => ({ viewport, width, height: mapHeight }), [viewport, width, mapHeight]);
  const tiles = useMapTiles(camera);
  const scene = useMemo(
    (): MapScene => mapScene(model, viewport, mapTileTemplate() ? tiles : null),
    [model, viewport, tiles],
  );
  // Screen grid and heatmap cells: aggregated on the CPU once the camera settles (none while a drag moves it).
  const cells = useMemo(
    (): readonly MarkLayer[] =>
      moving
        ? NO_MARKS
        : model.layers.flatMap((geo) => (geo.screen ? [screenCells(geo, geo.screen, viewport, width, mapHeight)] : [])),
    [model.layers, moving, viewport, width, mapHeight],
  );

  // The wheel zooms the map, not the page: a listener React would add passively cannot prevent the scroll.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const pixel: [number, number] = [event.clientX - rect.left, event.clientY - rect.top];
      const delta = -event.deltaY * (event.deltaMode === 1 ? 40 : 1) * WHEEL_ZOOM_PER_PX;
      setViewport((v) => zoomAbout(v, width, mapHeight, delta, pixel));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [width, mapHeight]);

  const local = (event: ReactPointerEvent<HTMLDivElement>): [number, number] => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    const pixel = local(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, pixel);
    downAt.current = pointers.current.size === 1 ? pixel : null;
    setHover(null);
    setMoving(true);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [[number, number], [number, number]];
      const centre: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      drag.current = { mode: 'pinch', distance: Math.hypot(a[0] - b[0], a[1] - b[1]), start: viewport, centre };
    } else if (event.shiftKey || event.button === 2) {
      drag.current = { mode: 'rotate', x: pixel[0], y: pixel[1], start: viewport };
    } else {
      drag.current = { mode: 'pan', place: placeAt(viewport, width, mapHeight, pixel) };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    const pixel = local(event);
    pointers.current.set(event.pointerId, pixel);
    if (current.mode === 'pan') setViewport((v) => panTo(v, width, mapHeight, current.place, pixel));
    else if (current.mode === 'rotate') {
      setViewport(rotate(current.start, (pixel[0] - current.x) / 2, -(pixel[1] - current.y) / 4));
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [[number, number], [number, number]];
      const ratio = Math.hypot(a[0] - b[0], a[1] - b[1]) / Math.max(1, current.distance);
      setViewport(zoomAbout(current.start, width, mapHeight, Math.log2(Math.max(1e-3, ratio)), current.centre));
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>): void => {
    pointers.current.delete(event.pointerId);
    const start = downAt.current;
    const [x, y] = local(event);
    if (event.type === 'pointerup' && start && Math.hypot(x - start[0], y - start[1]) <= CLICK_SLOP_PX) onMapClick();
    if (pointers.current.size === 0) {
      drag.current = null;
      setMoving(false);
    } else if (pointers.current.size === 1) {
      const [pixel] = [...pointers.current.values()] as [[number, number]];
      drag.current = { mode: 'pan', place: placeAt(viewport, width, mapHeight, pixel) };
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = cameraForKey(viewport, width, mapHeight, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setViewport(next);
  };

  /** A click on a mark of an interactive map emits its cross filter (a click on the same mark again clears it). */
  const onMapClick = (): void => {
    const pick = lastPick.current;
    const clicked = pick ? mapClickEvent(model, pick.layerId, pickIndex(pick), selected.current) : null;
    if (!clicked) return;
    selected.current = clicked.dataMask.filterState.value;
    pageCrossFilters.emit(clicked);
  };

  const onHover = (p: PlotPointer | null): void => {
    if (drag.current) return;
    lastPick.current = p?.pick ?? null;
    const content = p?.pick ? mapTooltip(model, p.pick.layerId, pickIndex(p.pick)) : null;
    setHover(content && p ? { content, x: p.clientX, y: p.clientY } : null);
  };

  return (
    <div style={{ position: 'relative', width, height, overflow: 'hidden' }}>
      {legendHeight ? <Legend items={model.legend} /> : null}
      <div
        ref={ref}
        role="application"
        aria-label={`${cameraText(viewport)}. Drag or use the arrow keys to pan, the wheel or + and - to zoom, shift to rotate`}
        tabIndex={0}
        data-map-view=""
        style={{ position: 'relative', width, height: mapHeight, touchAction: 'none', outlineOffset: -2 }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
      >
        <PlotArea
          layers={cells}
          map={scene}
          live
          style={{ position: 'absolute', inset: 0, cursor: moving ? 'grabbing' : 'grab' }}
          onHover={onHover}
        />
        {model.emptyText ? (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#666' }}>
            {model.emptyText}
          </div>
        ) : null}
      </div>
      {footer ? (
        <div
          data-map-footer=""
          style={{ height: FOOTER_PX, font: '11px system-ui, sans-serif', color: '#666', lineHeight: `${FOOTER_PX}px` }}
        >
          {footer}
        </div>
      ) : null}
      {hover ? <Tooltip content={hover.content} x={hover.x} y={hover.y} /> : null}
    </div>
  );
}
