/** A rectangle of the page whose marks the shared canvas draws; pointer events on it pick marks. */
import { useEffect, useRef } from 'react';
import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import type { MapScene, MarkLayer } from '../model';
import type { CanvasPick, ChartCanvasHandle } from '../renderer/chartCanvas';
import { toPlotSpace } from '../renderer/viewRects';
import { useChartCanvas } from './canvasContext';

/** Where the pointer is over a plot: its normalised position and the mark under it, if any. */
export interface PlotPointer {
  clientX: number;
  clientY: number;
  plot: [number, number];
  pick: CanvasPick | null;
}

export interface PlotAreaProps {
  layers: readonly MarkLayer[];
  /** A map's scene, drawn in a map view of its own over the area. */
  map?: MapScene | null;
  style: CSSProperties;
  onHover?: (pointer: PlotPointer | null) => void;
  onClick?: (pointer: PlotPointer) => void;
  /** Marks that follow the user's input (a map's camera): drawn at the next frame rather than with the next batch. */
  live?: boolean;
}

/** Registers its element with the canvas for as long as it is mounted. */
export function PlotArea({ layers, map = null, style, onHover, onClick, live = false }: PlotAreaProps) {
  const canvas = useChartCanvas();
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<ChartCanvasHandle | null>(null);
  const initialLayers = useRef(layers);
  const initialMap = useRef(map);

  useEffect(() => {
    const element = ref.current;
    if (!canvas || !element) return undefined;
    const registered = canvas.register(element, initialLayers.current, initialMap.current);
    handle.current = registered;
    return () => {
      registered.dispose();
      handle.current = null;
    };
  }, [canvas]);

  useEffect(() => {
    initialLayers.current = layers;
    initialMap.current = map;
    handle.current?.update(layers, { now: live, map });
  }, [layers, map, live]);

  const pointerAt = (event: ReactPointerEvent<HTMLDivElement>): PlotPointer | null => {
    const element = ref.current;
    if (!element) return null;
    const plot = toPlotSpace(element.getBoundingClientRect(), event.clientX, event.clientY);
    if (!plot) return null;
    return {
      clientX: event.clientX,
      clientY: event.clientY,
      plot,
      pick: handle.current?.pick(event.clientX, event.clientY) ?? null,
    };
  };

  return (
    <div
      ref={ref}
      data-plot-area=""
      style={style}
      onPointerMove={onHover ? (e) => onHover(pointerAt(e)) : undefined}
      onPointerLeave={onHover ? () => onHover(null) : undefined}
      onClick={
        onClick
          ? (e) => {
              const p = pointerAt(e as unknown as ReactPointerEvent<HTMLDivElement>);
              if (p) onClick(p);
            }
          : undefined
      }
    />
  );
}
