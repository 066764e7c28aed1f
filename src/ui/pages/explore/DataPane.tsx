/**
 * The data pane (X10.01–X10.06): Results (the chart's own results) and Samples (POST /datasource/samples) tabs, each a
 * searchable, copyable table whose grid is virtualised: only the rows on screen are read from the result's columns.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartResult } from '../../../core/chart-plugin';
import { addDangerToast, addSuccessToast } from '../../../state/app';
import { exploreState } from '../../../state/explore';
import { explorePageState, loadSamples, type DataPaneResults } from '../../../state/explorepage';
import { useExploreValue } from '../../explore-controls';
import { PopoverTrigger, TabSet, Tip, useRowVirtualizer } from '../../kit';
import { cellText, copyText, limitReached, matchingRows, rowCountText, tableColumns } from './dataTable';

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;

/** 'Column Formatting' for a temporal column (X10.05): 'Formatted date' or 'Original value'. */
function ColumnFormatting({
  name,
  original,
  onChange,
}: {
  name: string;
  original: boolean;
  onChange: (original: boolean) => void;
}) {
  return (
    <PopoverTrigger
      label="Column Formatting"
      triggerLabel={`Column Formatting of ${name}`}
      trigger="⚙"
      className="explore-column-format"
    >
      <fieldset className="explore-format-choice">
        <legend>Column Formatting</legend>
        <label>
          <input type="radio" name={`format-${name}`} checked={!original} onChange={() => onChange(false)} /> Formatted
          date
        </label>
        <label>
          <input type="radio" name={`format-${name}`} checked={original} onChange={() => onChange(true)} /> Original
          value
        </label>
      </fieldset>
    </PopoverTrigger>
  );
}

function Grid({
  result,
  rows,
  columns,
  original,
  header,
}: {
  result: ChartResult;
  rows: number[];
  columns: { name: string; temporal: boolean }[];
  original: ReadonlySet<string>;
  header: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useRowVirtualizer(scroller, rows.length, { rowHeight: ROW_HEIGHT, overscan: 10, height: 240 });
  const readers = columns.map((c) => ({ ...c, column: result.column(c.name), original: original.has(c.name) }));
  const width = columns.length * COLUMN_WIDTH;
  return (
    <div
      ref={scroller}
      className="explore-grid"
      role="grid"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      data-test="data-grid"
    >
      {header}
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] ?? 0;
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className="explore-grid-row"
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, width }}
            >
              {readers.map((r) => (
                <div key={r.name} role="gridcell" className="explore-grid-cell" style={{ width: COLUMN_WIDTH }}>
                  {r.column ? cellText(r.column.get(row), r.temporal, r.original) : ''}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** One tab's table: search, row count, copy, column formatting and the grid. */
function DataTable({ results, rowLimit, test }: { results: DataPaneResults; rowLimit: unknown; test: string }) {
  const [search, setSearch] = useState('');
  const [original, setOriginal] = useState<ReadonlySet<string>>(new Set());
  const result = results.result;
  const columns = useMemo(() => (result ? tableColumns(result) : []), [result]);
  const rows = useMemo(
    () => (result ? matchingRows(result, columns, search, original) : []),
    [result, columns, search, original],
  );
  const loading = results.status === 'loading';
  if (results.status === 'failed') return <p role="alert">{results.error}</p>;
  if (!result && !loading) return <p className="muted">No results yet.</p>;
  // S3.03: while results load the row badge reads 'Loading...' and the last results stay in view.
  const count = result?.records ?? 0;
  const badge = (
    <span className="explore-row-count" tabIndex={0} {...(loading ? { role: 'status' } : {})}>
      {loading ? 'Loading...' : rowCountText(count)}
    </span>
  );
  const copy = (): void => {
    if (!result) return;
    navigator.clipboard.writeText(copyText(result, columns, rows, original)).then(
      () => addSuccessToast('Copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying.'),
    );
  };
  const setFormat = (name: string, asOriginal: boolean): void => {
    const next = new Set(original);
    if (asOriginal) next.add(name);
    else next.delete(name);
    setOriginal(next);
  };
  const header = (
    <div className="explore-grid-head" role="row" aria-rowindex={1} style={{ width: columns.length * COLUMN_WIDTH }}>
      {columns.map((c) => (
        <div key={c.name} role="columnheader" className="explore-grid-cell" style={{ width: COLUMN_WIDTH }}>
          {c.name}
          {c.temporal ? (
            <ColumnFormatting name={c.name} original={original.has(c.name)} onChange={(v) => setFormat(c.name, v)} />
          ) : null}
        </div>
      ))}
    </div>
  );
  return (
    <div className="explore-table" data-test={test}>
      <div className="explore-table-bar">
        {!loading && limitReached(count, rowLimit) ? <Tip content="Limit reached">{badge}</Tip> : badge}
        <button type="button" className="btn" onClick={copy} aria-label="Copy" disabled={!result}>
          Copy
        </button>
        <input
          type="search"
          className="explore-search"
          placeholder="Search"
          aria-label="Search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {result ? <Grid result={result} rows={rows} columns={columns} original={original} header={header} /> : null}
    </div>
  );
}

export function DataPane() {
  const page = useSnapshot(explorePageState);
  const rowLimit = useExploreValue((s) => s.queryFormData.row_limit);
  const dataset = exploreState.datasource;
  const onSelect = (id: string): void => {
    if (id === 'samples' && dataset && explorePageState.samples.status === 'idle') void loadSamples(dataset);
  };
  return (
    <section className="explore-data-pane" aria-label="Data" data-test="data-pane">
      <TabSet
        label="Data"
        defaultSelectedKey="results"
        onSelectionChange={onSelect}
        tabs={[
          {
            id: 'results',
            title: 'Results',
            content: <DataTable results={page.results as DataPaneResults} rowLimit={rowLimit} test="results-table" />,
          },
          {
            id: 'samples',
            title: 'Samples',
            content: <DataTable results={page.samples as DataPaneResults} rowLimit={undefined} test="samples-table" />,
          },
        ]}
      />
    </section>
  );
}
