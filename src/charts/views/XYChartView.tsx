/** Line, bar, area and scatter charts: marks in the shared canvas, axes, legend and tooltip in the DOM. */
import { useState } from 'react';
import { markClickEvent } from '../crossFilters';
import type { XYChartModel } from '../model';
import { nearestIndex } from '../renderer/viewRects';
import { Axis, Legend, Tooltip } from './overlays';
import type { TooltipContent } from './overlays';
import { PlotArea } from './PlotArea';
import type { PlotPointer } from './PlotArea';
import { seriesPick, xyTooltip } from './tooltips';
import { useCrossFilter } from './useCrossFilter';

/** Margins of the plot inside the cell, room for axis labels; the left one grows with the longest label. */
export const XY_MARGIN = { left: 56, right: 12, top: 8, bottom: 32 };

/** Approximate width of one character of a 12 px tick label. */
const TICK_CHAR_PX = 7;
/** How near an annotation event, in pixels, the pointer shows it in the tooltip. */
const EVENT_HOVER_PX = 4;

/** Room for the left axis: its longest tick label, at most 40% of the cell. */
export function leftMargin(labels: readonly string[], width: number): number {
  const longest = labels.reduce((n, l) => Math.max(n, l.length), 0);
  return Math.round(Math.min(width * 0.4, Math.max(XY_MARGIN.left, 14 + longest * TICK_CHAR_PX)));
}

/** What a click on a mark reports. */
export interface MarkClick {
  series: number;
  datum: number;
}

export function XYChartView({
  model,
  width,
  height,
  onMarkClick,
}: {
  model: XYChartModel;
  width: number;
  height: number;
  onMarkClick?: (click: MarkClick) => void;
}) {
  const [hover, setHover] = useState<{ content: TooltipContent; x: number; y: number } | null>(null);
  const legendHeight = model.showLegend && model.legend.length > 0 ? 24 : 0;
  const horizontal = model.orientation === 'horizontal';
  const left = leftMargin(
    (horizontal ? model.xAxis : model.yAxis).ticks.map((t) => t.label),
    width,
  );
  const right = model.yAxisSecondary
    ? leftMargin(
        model.yAxisSecondary.ticks.map((t) => t.label),
        width,
      )
    : XY_MARGIN.right;
  const plot = {
    left,
    top: legendHeight + XY_MARGIN.top,
    width: Math.max(0, width - left - right),
    height: Math.max(0, height - legendHeight - XY_MARGIN.top - XY_MARGIN.bottom),
  };

  const onHover = (p: PlotPointer | null): void => {
    if (!p) return setHover(null);
    const along = horizontal ? p.plot[1] : p.plot[0];
    const pick = seriesPick(p.pick);
    const datum = pick && pick.datum >= 0 ? pick.datum : nearestIndex(model.xPositions, along);
    const content = xyTooltip(model, datum, along, EVENT_HOVER_PX / Math.max(1, horizontal ? plot.height : plot.width));
    setHover(content ? { content, x: p.clientX, y: p.clientY } : null);
  };

  const emitCrossFilter = useCrossFilter();
  /** A click on a mark: the caller's handler, else a saved chart's cross filter by series or x (D11.01). */
  const onClick = (p: PlotPointer): void => {
    const pick = seriesPick(p.pick);
    if (!pick || pick.datum < 0) return;
    if (onMarkClick) return onMarkClick({ series: pick.series, datum: pick.datum });
    const bySeries = model.crossFilter?.by === 'series';
    const index = bySeries ? pick.series : pick.datum;
    const label = (bySeries ? model.series[index]?.label : model.xLabels[index]) ?? '';
    emitCrossFilter((current) => markClickEvent(model.crossFilter, index, label, current));
  };

  return (
    <div style={{ position: 'relative', width, height }}>
      {legendHeight ? <Legend items={model.legend} /> : null}
      <svg
        width={width}
        height={height - legendHeight}
        style={{ position: 'absolute', left: 0, top: legendHeight, pointerEvents: 'none' }}
      >
        <Axis axis={horizontal ? model.yAxis : model.xAxis} side="bottom" plot={{ ...plot, top: XY_MARGIN.top }} />
        <Axis axis={horizontal ? model.xAxis : model.yAxis} side="left" plot={{ ...plot, top: XY_MARGIN.top }} />
        {model.yAxisSecondary ? (
          <Axis axis={model.yAxisSecondary} side="right" plot={{ ...plot, top: XY_MARGIN.top }} />
        ) : null}
      </svg>
      <PlotArea
        layers={model.layers}
        style={{ position: 'absolute', left: plot.left, top: plot.top, width: plot.width, height: plot.height }}
        onHover={onHover}
        {...(onMarkClick || model.crossFilter ? { onClick } : {})}
      />
      {hover ? <Tooltip content={hover.content} x={hover.x} y={hover.y} /> : null}
    </div>
  );
}
