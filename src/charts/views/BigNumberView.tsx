/** Big number charts: the headline and subheader as text, the trendline drawn in the shared canvas. */
import { useState } from 'react';
import type { BigNumberModel } from '../model';
import { nearestIndex } from '../renderer/viewRects';
import { Tooltip } from './overlays';
import type { TooltipContent } from './overlays';
import { PlotArea } from './PlotArea';
import type { PlotPointer } from './PlotArea';
import { trendlineTooltip } from './tooltips';

const CHANGE_COLORS = { '-1': '#E04355', '0': '#666', '1': '#5AC189' } as const;

export function BigNumberView({ model, width, height }: { model: BigNumberModel; width: number; height: number }) {
  const [hover, setHover] = useState<{ content: TooltipContent; x: number; y: number } | null>(null);
  const trend = model.trendline;
  const textHeight = trend ? height * 0.5 : height;
  // The size asked for by the height, shrunk so the text fits the cell's width (about 0.7 em per bold character).
  const fit = (px: number, text: string | null | undefined, share: number): number =>
    Math.min(px, (width * share) / (0.7 * Math.max(1, (text ?? '').length)));
  const headline = model.emptyText ?? model.headline;
  const headerPx = Math.max(
    12,
    Math.round(fit(textHeight * (trend ? model.headerFontSize * 1.6 : model.headerFontSize), headline, 0.92)),
  );
  const subPx = Math.max(
    10,
    Math.round(
      fit(textHeight * (trend ? model.subheaderFontSize * 1.6 : model.subheaderFontSize), model.subheader, 0.95),
    ),
  );

  const onHover = (p: PlotPointer | null): void => {
    if (!p || !trend) return setHover(null);
    const content = trendlineTooltip(model, nearestIndex(trend.xPositions, p.plot[0]));
    setHover(content ? { content, x: p.clientX, y: p.clientY } : null);
  };

  return (
    <div style={{ position: 'relative', width, height, font: 'system-ui, sans-serif' }}>
      <div
        style={{
          height: textHeight,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            fontSize: model.emptyText ? subPx : headerPx,
            fontWeight: 600,
            lineHeight: 1.1,
            whiteSpace: 'nowrap',
          }}
        >
          {headline}
        </div>
        {model.subheader ? (
          <div
            style={{
              fontSize: subPx,
              color: model.change ? CHANGE_COLORS[String(model.change.sign) as '-1' | '0' | '1'] : '#666',
            }}
          >
            {model.subheader}
          </div>
        ) : null}
      </div>
      {trend ? (
        <PlotArea
          layers={trend.layers}
          style={{ position: 'absolute', left: 0, top: textHeight, width, height: height - textHeight }}
          onHover={onHover}
        />
      ) : null}
      {hover ? <Tooltip content={hover.content} x={hover.x} y={hover.y} /> : null}
    </div>
  );
}
