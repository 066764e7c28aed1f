/** The table chart: DOM rows virtualised with @tanstack/react-virtual, search and sort in the data worker, row count and copy. */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TableColumnModel, TableModel, TableRows } from '../model';
import { valuesEvent } from '../crossFilters';
import { filterValue } from '../plugins/crossFilterProps';
import { cellBar, formatCell } from '../plugins/table/columns';
import { getColorFormatters } from '../plugins/table/conditionalFormatting';
import { rowCountText, rowsAsText } from '../plugins/table/toolbar';
import { useTableQuery } from './tableQuery';
import type { TableQueryRequest } from './tableQuery';
import { useCrossFilter } from './useCrossFilter';
import { scrollScroller, useScrollerRect } from './virtualRows';
import './TableChart.css';

const ROW_HEIGHT = 32;
const TOOLBAR_HEIGHT = 32;

/** The width a column takes in the rows' grid: its configured width, else a share of the rest, at least 80 px. */
const columnTrack = (column: TableColumnModel): string => (column.width ? `${column.width}px` : 'minmax(80px, 1fr)');

/**
 * A column's cells' classes: alignment and truncation. Rows lay their cells out on the table's column grid (one
 * inline value for the whole table), so a cell carries no style of its own but its conditional colour: a table's
 * mount set four style properties a cell.
 */
const columnClass = (column: TableColumnModel): string =>
  `tessera-table-cell tessera-table-${column.align}${column.truncate ? ' tessera-table-truncate' : ''}`;

export function TableChart({
  model,
  width,
  height,
  writeClipboard,
}: {
  model: TableModel;
  width: number;
  height: number;
  writeClipboard?: (text: string) => Promise<void>;
}) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TableQueryRequest['sort']>(null);
  // The rows searched and sorted by the data worker, for the model they were asked of; the model's own rows otherwise.
  const [answered, setAnswered] = useState<{ of: TableModel; asked: string; rows: TableRows } | null>(null);
  const tableQuery = useTableQuery();
  const localTable = model.rows.localTable;
  const searchable = tableQuery !== null && localTable !== undefined;
  const asked = JSON.stringify([query.trim(), sort]);
  useEffect(() => {
    if (!tableQuery || localTable === undefined || (query.trim() === '' && sort === null)) return undefined;
    let current = true;
    tableQuery(localTable, { search: query, columns: model.columns.map((c) => c.key), sort }).then(
      (rows) => current && setAnswered({ of: model, asked, rows }),
      // A search the worker could not run (DuckDB-WASM failed to load) leaves the rows as the server sent them.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tableQuery, localTable, model, query, sort, asked]);
  const narrowed = (query.trim() !== '' || sort !== null) && answered?.of === model && answered.asked === asked;
  const rows = narrowed && answered ? answered.rows : model.rows;
  const scroller = useRef<HTMLDivElement>(null);
  const colors = useMemo(() => getColorFormatters(model.conditionalFormatting, model.rows), [model]);
  const classes = useMemo(() => model.columns.map(columnClass), [model]);
  const grid = useMemo(
    () => ({ '--tessera-table-columns': model.columns.map(columnTrack).join(' ') }) as CSSProperties,
    [model],
  );
  // The rows' scroller: the chart less its toolbar (TOOLBAR_HEIGHT) and header row (ROW_HEIGHT, as in TableChart.css).
  const scrollerRect = useScrollerRect(width, Math.max(0, height - TOOLBAR_HEIGHT - ROW_HEIGHT));
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's fresh functions each render are what we want here; nothing memoises them
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    ...scrollerRect,
    scrollToFn: scrollScroller,
  });
  const emitCrossFilter = useCrossFilter();
  const crossFilter = model.crossFilter;
  /** A row of a saved aggregate table cross-filters by its groupby values (D11.01); the same row again clears. */
  const filterRow = (row: number): void => {
    if (!crossFilter) return;
    const values = crossFilter.columns.map((col) => filterValue(rows.cell(row, col)));
    const label = values.map((v) => (v === null ? '<NULL>' : String(v))).join(', ');
    emitCrossFilter((current) => valuesEvent(crossFilter.chartId, crossFilter.columns, values, label, current));
  };
  const rowKeys = (row: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    filterRow(row);
  };
  const copy = (): void => {
    const write = writeClipboard ?? ((text: string) => navigator.clipboard.writeText(text));
    void write(rowsAsText(rows, model.columns));
  };

  return (
    <div
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        font: '13px system-ui, sans-serif',
        background: '#fff',
      }}
    >
      <div style={{ height: TOOLBAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 8 }}>
        <span aria-label="row count" style={{ padding: '2px 6px', borderRadius: 8, background: '#eee', fontSize: 12 }}>
          {rowCountText(narrowed && query.trim() !== '' ? rows.length : model.rowCount)}
        </span>
        <button type="button" onClick={copy} style={{ fontSize: 12 }}>
          Copy
        </button>
        {model.includeSearch && searchable ? (
          <input
            aria-label="Search"
            placeholder="Search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ marginLeft: 'auto' }}
          />
        ) : null}
      </div>
      <div role="table" aria-rowcount={rows.length + 1} className="tessera-table" style={grid}>
        <div role="row" className="tessera-table-head">
          {model.columns.map((c, i) => {
            const sorted = sort?.column === c.key ? (sort.ascending ? 'ascending' : 'descending') : 'none';
            // Ascending, then descending, then the server's order again.
            const next = (): void =>
              setSort(
                sorted === 'none'
                  ? { column: c.key, ascending: true }
                  : sorted === 'ascending'
                    ? { column: c.key, ascending: false }
                    : null,
              );
            return (
              <div key={c.key} role="columnheader" aria-sort={sorted} className={classes[i]} title={c.label}>
                {searchable ? (
                  <button type="button" onClick={next} className="tessera-table-sort">
                    {c.label}
                    {sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ''}
                  </button>
                ) : (
                  c.label
                )}
              </div>
            );
          })}
        </div>
        <div ref={scroller} style={{ flex: 1, overflow: 'auto' }}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = item.index;
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={row + 2}
                  className="tessera-table-row"
                  style={{ top: item.start }}
                  {...(crossFilter ? { tabIndex: 0, onClick: () => filterRow(row), onKeyDown: rowKeys(row) } : {})}
                >
                  {model.columns.map((c, i) => {
                    const value = rows.cell(row, c.key);
                    const bar = cellBar(c, value);
                    const background = colors.get(c.key)?.(value);
                    const text = formatCell(c, value);
                    return (
                      <div
                        key={c.key}
                        role="cell"
                        className={classes[i]}
                        style={background ? { background } : undefined}
                        title={c.truncate ? text : undefined}
                      >
                        {bar ? (
                          <span
                            aria-hidden
                            className="tessera-table-bar"
                            style={{ left: `${bar.offset}%`, width: `${bar.width}%`, background: bar.color }}
                          />
                        ) : null}
                        <span className="tessera-table-text">{text}</span>
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
