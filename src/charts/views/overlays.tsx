/** DOM and SVG overlays drawn over the canvas: axes (placed with d3-scale), legend and tooltip. */
import { scaleLinear } from 'd3-scale';
import { memo, type CSSProperties } from 'react';
import type { AxisModel, LegendItem } from '../model';
import './overlays.css';

/**
 * A bottom, left or right axis for a plot of the given pixel size, offset by the plot's position in the cell. Its tick
 * labels and title inherit their font and colour from the group's class; the left axis's grid lines are one path. A
 * dashboard shows hundreds of these, so each is as few elements as it can be (on the thousand-chart dashboard the
 * charts' DOM is most of what the page styles and lays out as charts arrive).
 */
export function Axis({
  axis,
  side,
  plot,
}: {
  axis: AxisModel;
  side: 'bottom' | 'left' | 'right';
  plot: { left: number; top: number; width: number; height: number };
}) {
  const along =
    side === 'bottom'
      ? scaleLinear()
          .domain([0, 1])
          .range([plot.left, plot.left + plot.width])
      : scaleLinear()
          .domain([0, 1])
          .range([plot.top + plot.height, plot.top]);
  const y = plot.top + plot.height;
  return (
    <g aria-label={`${side} axis`} className="tessera-axis">
      {side === 'bottom' ? <line x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} stroke="#ccc" /> : null}
      {side === 'left' && axis.ticks.length ? <path d={gridPath(axis, along, plot)} stroke="#eee" /> : null}
      {axis.ticks.map((tick, i) =>
        side === 'bottom' ? (
          <text key={i} x={along(tick.position)} y={y + 14} textAnchor="middle">
            {tick.label}
          </text>
        ) : (
          <text
            key={i}
            x={side === 'right' ? plot.left + plot.width + 6 : plot.left - 6}
            y={along(tick.position)}
            dy="0.32em"
            textAnchor={side === 'right' ? 'start' : 'end'}
          >
            {tick.label}
          </text>
        ),
      )}
      {axis.title ? (
        side === 'bottom' ? (
          <text x={plot.left + plot.width / 2} y={y + 28} textAnchor="middle">
            {axis.title}
          </text>
        ) : side === 'right' ? (
          <text
            transform={`translate(${plot.left + plot.width + 44} ${plot.top + plot.height / 2}) rotate(90)`}
            textAnchor="middle"
          >
            {axis.title}
          </text>
        ) : (
          <text transform={`translate(12 ${plot.top + plot.height / 2}) rotate(-90)`} textAnchor="middle">
            {axis.title}
          </text>
        )
      ) : null}
    </g>
  );
}

/** The horizontal grid lines at a left axis's ticks, across the plot, as one path's data. */
function gridPath(axis: AxisModel, along: (position: number) => number, plot: { left: number; width: number }): string {
  return axis.ticks.map((tick) => `M${plot.left} ${along(tick.position)}h${plot.width}`).join('');
}

/**
 * A one-line legend of coloured swatches; it scrolls sideways when the labels do not fit. Kept while its items are the
 * same array (a pie drawn again for a label control keeps its legend's).
 */
export const Legend = memo(function Legend({ items }: { items: LegendItem[] }) {
  return (
    <div className="tessera-legend">
      {items.map((item) => (
        // The swatch is the item's ::before, coloured by --swatch: one element an item.
        <span key={item.label} className="tessera-legend-item" style={{ '--swatch': item.color } as CSSProperties}>
          {item.label}
        </span>
      ))}
    </div>
  );
});

/** Tooltip content: a title and coloured rows. */
export interface TooltipContent {
  title: string;
  rows: { label: string; value: string; color?: string }[];
}

/** A tooltip that follows the pointer, fixed to the viewport. */
export function Tooltip({ content, x, y }: { content: TooltipContent; x: number; y: number }) {
  return (
    <div
      role="tooltip"
      style={{
        position: 'fixed',
        left: x + 12,
        top: y + 12,
        zIndex: 10,
        pointerEvents: 'none',
        background: 'rgba(255,255,255,0.95)',
        border: '1px solid #ddd',
        borderRadius: 4,
        padding: '6px 8px',
        font: '12px system-ui, sans-serif',
        boxShadow: '0 2px 6px rgba(0,0,0,0.15)',
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 2 }}>{content.title}</div>
      {content.rows.map((row, i) => (
        <div key={i} style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
          <span>
            {row.color ? (
              <span style={{ display: 'inline-block', width: 8, height: 8, marginRight: 4, background: row.color }} />
            ) : null}
            {row.label}
          </span>
          <span>{row.value}</span>
        </div>
      ))}
    </div>
  );
}
