/**
 * SQL Lab's results: a virtualised grid over the rows the worker holds (pages read as the grid scrolls), sorted by a
 * column header and searched in the worker; copy to the clipboard, 'Download to CSV' from the server (the full
 * result), and 'Explore' (save as a virtual dataset, then explore it).
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { rowsAsText } from '../../../charts';
import { addDangerToast, addSuccessToast } from '../../../state/app';
import { gridRows, sqlLabWorker, type GridRows, type GridView, type TabResults } from '../../../state/sqllab';
import { cellText, modelsOf } from '../explore/dataTable';
import { OPTION_SEARCH_DEBOUNCE_MS, useDebouncedLoader, useRowVirtualizer } from '../../kit';

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;
/** The most rows 'Copy to Clipboard' puts on the clipboard. */
export const COPY_ROW_LIMIT = 10_000;

/** The grid's header: each column a button that sorts by it (again: the other way). */
function Header(props: { columns: TabResults['columns']; view: GridView; onSort: (column: string) => void }) {
  return (
    <div role="row" aria-rowindex={1} className="sqllab-grid-row sqllab-grid-head">
      {props.columns.map((c) => {
        const sorted = props.view.sort?.column === c.name ? props.view.sort : null;
        return (
          <div
            key={c.name}
            role="columnheader"
            className="sqllab-grid-cell"
            style={{ width: COLUMN_WIDTH }}
            aria-sort={sorted ? (sorted.ascending ? 'ascending' : 'descending') : 'none'}
          >
            <button type="button" className="link-button" onClick={() => props.onSort(c.name)} title={c.type ?? ''}>
              {c.name}
              {sorted ? (sorted.ascending ? ' ▲' : ' ▼') : ''}
            </button>
          </div>
        );
      })}
    </div>
  );
}

function Grid({
  rows,
  results,
  view,
  onSort,
}: {
  rows: GridRows;
  results: TabResults;
  view: GridView;
  onSort: (c: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const virtualizer = useRowVirtualizer(scroller, rows.rowCount, { rowHeight: ROW_HEIGHT, overscan: 12, height: 300 });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    let live = true;
    void rows.ensure(first, last).then(() => live && loaded());
    return () => {
      live = false;
    };
  }, [rows, first, last]);
  const columns = results.columns;
  const width = columns.length * COLUMN_WIDTH;
  return (
    <div
      ref={scroller}
      className="sqllab-grid"
      role="grid"
      aria-label="Query results"
      aria-rowcount={rows.rowCount + 1}
      aria-colcount={columns.length}
      data-test="sqllab-grid"
    >
      <Header columns={columns} view={view} onSort={onSort} />
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {items.map((item) => (
          <div
            key={item.key}
            role="row"
            aria-rowindex={item.index + 2}
            className="sqllab-grid-row"
            style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, width }}
          >
            {columns.map((c) => {
              const value = rows.cell(item.index, c.name);
              return (
                <div key={c.name} role="gridcell" className="sqllab-grid-cell" style={{ width: COLUMN_WIDTH }}>
                  {value === undefined ? '…' : cellText(value, c.is_dttm, false)}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The next sort after a click on `column`: ascending, then descending, then none. */
export function nextSort(view: GridView, column: string): GridView['sort'] {
  if (view.sort?.column !== column) return { column, ascending: true };
  return view.sort.ascending ? { column, ascending: false } : null;
}

/** The grid of one run's results; keyed by the run, so a new run starts unsorted and unsearched. */
export function ResultsGrid({ results, onExplore }: { results: TabResults; onExplore: () => void }) {
  const [view, setView] = useState<GridView>({ sort: null, search: '' });
  const [typed, setTyped] = useState('');
  // The worker searches once typing pauses; an answer to an older view is dropped (the effect's `live`).
  const searching = useDebouncedLoader({
    load: async (text) => text,
    onResult: (text) => setView((v) => ({ ...v, search: text })),
    delayMs: OPTION_SEARCH_DEBOUNCE_MS,
  });
  const [rows, setRows] = useState<GridRows | null>(null);
  useEffect(() => {
    let live = true;
    gridRows(results, view, sqlLabWorker).then(
      (next) => live && setRows(next),
      (error: unknown) => addDangerToast(`The results could not be read: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [results, results.table, results.rows, view]);
  const copy = async () => {
    if (!rows) return;
    const count = Math.min(rows.rowCount, COPY_ROW_LIMIT);
    await rows.ensure(0, count - 1);
    const columns = results.columns.map((c) => ({ name: c.name, temporal: c.is_dttm }));
    const text = rowsAsText({ length: count, cell: (r, k) => rows.cell(r, k) }, modelsOf(columns, new Set()));
    await navigator.clipboard?.writeText(text).then(
      () => addSuccessToast('Copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying.'),
    );
  };
  return (
    <section className="sqllab-results" aria-label="Results">
      <div className="sqllab-results-bar">
        <input
          type="search"
          aria-label="Search results"
          placeholder="Filter results"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            searching.search(e.target.value);
          }}
        />
        <span className="sqllab-row-count" role="status">
          {rows ? `${rows.rowCount.toLocaleString('en-US')} rows` : 'Loading...'}
        </span>
        <button type="button" className="btn" onClick={() => void copy()}>
          Copy to Clipboard
        </button>
        <a className="btn" href={`/api/v1/sqllab/export/${encodeURIComponent(results.clientId)}/`} download>
          Download to CSV
        </a>
        <button type="button" className="btn btn-primary" onClick={onExplore}>
          Explore
        </button>
      </div>
      {rows ? (
        <Grid rows={rows} results={results} view={view} onSort={(c) => setView({ ...view, sort: nextSort(view, c) })} />
      ) : null}
    </section>
  );
}
