/** The pivot table: sticky column headers and row headers, a body virtualised by row, collapsible row groups. */
import { useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChartEmpty } from './ChartEmpty';
import type { PivotTableModel } from '../model';
import { pivotColumnWidths, visiblePivotRows } from '../plugins/pivotTable/layout';
import { scrollScroller, useScrollerRect } from './virtualRows';
import './PivotTableView.css';

const ROW_HEIGHT = 28;

export function PivotTableView({ model, width, height }: { model: PivotTableModel; width: number; height: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const widths = useMemo(() => pivotColumnWidths(model), [model]);
  const shown = useMemo(() => visiblePivotRows(model, collapsed), [model, collapsed]);
  const headerHeight = model.headerRows.length * ROW_HEIGHT;
  const rowHeaderWidth = widths.rowHeaders.reduce((a, b) => a + b, 0);
  const totalWidth = rowHeaderWidth + widths.values.reduce((a, b) => a + b, 0);
  const lefts = widths.rowHeaders.map((_, i) => widths.rowHeaders.slice(0, i).reduce((a, b) => a + b, 0));
  const scrollerRect = useScrollerRect(width, height);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's fresh functions each render are what we want here; nothing memoises them
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    ...scrollerRect,
    scrollToFn: scrollScroller,
    scrollMargin: headerHeight,
  });
  if (model.emptyText) return <ChartEmpty text={model.emptyText} width={width} height={height} />;
  const toggle = (id: string): void =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div
      ref={scroller}
      className="tessera-pivot"
      style={{ width, height }}
      role="table"
      aria-label="Pivot table"
      aria-rowcount={shown.length + model.headerRows.length}
      // A region that scrolls is reachable by keyboard (its arrow keys scroll it), with or without toggles inside.
      tabIndex={0}
    >
      <div className="tessera-pivot-head" style={{ width: totalWidth }} role="rowgroup">
        {model.headerRows.map((cells, level) => {
          let column = 0;
          return (
            <div key={level} role="row" className="tessera-pivot-row" style={{ height: ROW_HEIGHT }}>
              {widths.rowHeaders.map((w, i) => (
                <div
                  key={`corner${i}`}
                  role="columnheader"
                  className="tessera-pivot-corner"
                  style={{ width: w, left: lefts[i] }}
                >
                  {level === model.headerRows.length - 1
                    ? model.rowFields[i]
                    : i === 0
                      ? (model.colFields[level] ?? '')
                      : ''}
                </div>
              ))}
              {cells.map((cell, i) => {
                const w = widths.values.slice(column, column + cell.span).reduce((a, b) => a + b, 0);
                column += cell.span;
                return (
                  <div
                    key={i}
                    role="columnheader"
                    aria-colspan={cell.span}
                    className={`tessera-pivot-colhead tessera-pivot-${cell.kind}`}
                    style={{ width: w }}
                    title={cell.label}
                  >
                    {cell.label}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), width: totalWidth, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const shownRow = shown[item.index];
          if (!shownRow) return null;
          const { index: rowIndex, row, headers, toggles } = shownRow;
          return (
            <div
              key={item.key}
              role="row"
              className={`tessera-pivot-row tessera-pivot-body tessera-pivot-${row.kind}`}
              style={{ top: item.start - headerHeight, height: ROW_HEIGHT, width: totalWidth }}
            >
              {headers.map((label, i) => {
                const toggleOf = toggles[i];
                return (
                  <div
                    key={`h${i}`}
                    role="rowheader"
                    className="tessera-pivot-rowhead"
                    style={{ width: widths.rowHeaders[i], left: lefts[i] }}
                    title={label}
                  >
                    {toggleOf ? (
                      <button
                        type="button"
                        className="tessera-pivot-toggle"
                        aria-expanded={!toggleOf.collapsed}
                        aria-label={`${toggleOf.collapsed ? 'Expand' : 'Collapse'} ${label}`}
                        onClick={() => toggle(toggleOf.id)}
                      >
                        {toggleOf.collapsed ? '▸' : '▾'}
                      </button>
                    ) : null}
                    {label}
                  </div>
                );
              })}
              {widths.values.map((w, j) => {
                const cell = model.cell(rowIndex, j);
                return (
                  <div
                    key={j}
                    role="cell"
                    className="tessera-pivot-cell"
                    style={cell.background ? { width: w, background: cell.background } : { width: w }}
                  >
                    {cell.text}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
