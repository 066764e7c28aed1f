/** Pie and donut charts: slices in the shared canvas (a square view), labels, total and legend in the DOM. */
import { useState } from 'react';
import { markClickEvent } from '../crossFilters';
import type { PieChartModel } from '../model';
import { Legend, Tooltip } from './overlays';
import { useCrossFilter } from './useCrossFilter';
import type { TooltipContent } from './overlays';
import { PlotArea } from './PlotArea';
import type { PlotPointer } from './PlotArea';
import { pieTooltip } from './tooltips';

export function PieChartView({
  model,
  width,
  height,
  onSliceClick,
}: {
  model: PieChartModel;
  width: number;
  height: number;
  onSliceClick?: (slice: number) => void;
}) {
  const [hover, setHover] = useState<{ content: TooltipContent; x: number; y: number } | null>(null);
  const legendHeight = model.showLegend && model.legend.length > 0 ? 24 : 0;
  const square = Math.max(0, Math.min(width, height - legendHeight));
  const plotWidth = model.fill ? width : square;
  const plotHeight = model.fill ? Math.max(0, height - legendHeight) : square;
  const left = (width - plotWidth) / 2;
  const top = legendHeight + (height - legendHeight - plotHeight) / 2;

  const emitCrossFilter = useCrossFilter();
  /** A click on a slice of a saved chart emits its cross filter (D11.01); the same slice again clears it. */
  const crossFilterSlice = (slice: number): void =>
    emitCrossFilter((current) => markClickEvent(model.crossFilter, slice, model.slices[slice]?.label ?? '', current));
  const clickable = onSliceClick !== undefined || model.crossFilter !== undefined;
  const onClick = (p: PlotPointer): void => {
    if (!p.pick) return;
    if (onSliceClick) onSliceClick(p.pick.datum);
    else crossFilterSlice(p.pick.datum);
  };

  const onHover = (p: PlotPointer | null): void => {
    const content = p?.pick ? pieTooltip(model, p.pick.datum) : null;
    setHover(content && p ? { content, x: p.clientX, y: p.clientY } : null);
  };

  return (
    <div style={{ position: 'relative', width, height, overflow: 'hidden' }}>
      {legendHeight ? <Legend items={model.legend} /> : null}
      <PlotArea
        layers={model.layers}
        style={{ position: 'absolute', left, top, width: plotWidth, height: plotHeight }}
        onHover={onHover}
        {...(clickable ? { onClick } : {})}
      />
      {model.labels.map((label, i) => (
        <span
          key={i}
          className="tessera-slice-label"
          style={{
            left: left + label.x * plotWidth,
            top: top + (1 - label.y) * plotHeight,
            transform: `translate(${label.align === 'end' ? '-100%' : label.align === 'middle' ? '-50%' : '0'}, -50%)`,
          }}
        >
          {label.text}
        </span>
      ))}
      {model.total !== null ? (
        <div
          style={{
            position: 'absolute',
            left,
            top,
            width: plotWidth,
            height: plotHeight,
            display: 'grid',
            placeItems: 'center',
            font: '600 16px system-ui, sans-serif',
            pointerEvents: 'none',
          }}
        >
          {model.total}
        </div>
      ) : null}
      {hover ? <Tooltip content={hover.content} x={hover.x} y={hover.y} /> : null}
    </div>
  );
}
