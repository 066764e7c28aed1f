/** The datasource panel (X2.10): the datasource control (X2.01–X2.04), a search, and its columns and metrics as drag sources. */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Fragment, memo, useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ExploreColumn, ExploreDataset, ExploreSavedMetric } from '../../../core/explore';
import { GroupDragSource, Tip, useDragSourceGroup, type GroupedSource, type GroupedSourceProps } from '../../kit';
import { DatasourceControl } from './DatasourceControl';
import { certificationText, columnTypeLabel, matchingItems } from './datasourceItems';

function Icons({
  item,
}: {
  item: { certified_by?: string | null; certification_details?: string | null; warning_markdown?: string | null };
}) {
  const certified = certificationText(item);
  return (
    <>
      {certified ? (
        <Tip content={certified}>
          <span className="explore-icon explore-certified" role="img" aria-label={certified} tabIndex={0}>
            ✓
          </span>
        </Tip>
      ) : null}
      {item.warning_markdown ? (
        <Tip content={item.warning_markdown}>
          <span
            className="explore-icon explore-warning"
            role="img"
            aria-label={`Warning: ${item.warning_markdown}`}
            tabIndex={0}
          >
            ⚠
          </span>
        </Tip>
      ) : null}
    </>
  );
}

/** A column's and a metric's key in the lists' drag group. */
const columnKey = (name: string): string => `column:${name}`;
const metricKey = (name: string): string => `metric:${name}`;

/** A column's and a metric's name as shown, and their accessible name (the row's, and what dragging it hands over). */
const columnName = (column: ExploreColumn): string => column.verbose_name || column.column_name;
const metricName = (metric: ExploreSavedMetric): string => metric.verbose_name || metric.metric_name;
const columnLabel = (column: ExploreColumn): string => `Column ${columnName(column)}`;
const metricLabel = (metric: ExploreSavedMetric): string => `Metric ${metricName(metric)}`;

/**
 * Memoised, as MetricItem: a search that keeps an item in its list, or the pointer moving to another row, does not
 * draw it again (only the row armed for dragging gets new props).
 */
const ColumnItem = memo(function ColumnItem({ column, drag }: { column: ExploreColumn; drag: GroupedSourceProps }) {
  return (
    <GroupDragSource
      sourceKey={columnKey(column.column_name)}
      drag={drag}
      label={columnLabel(column)}
      className="explore-item"
    >
      <span className="explore-type">{columnTypeLabel(column)}</span>
      <span className="explore-name" title={column.column_name}>
        {columnName(column)}
      </span>
      <Icons item={column} />
    </GroupDragSource>
  );
});

const MetricItem = memo(function MetricItem({
  metric,
  drag,
}: {
  metric: ExploreSavedMetric;
  drag: GroupedSourceProps;
}) {
  return (
    <GroupDragSource
      sourceKey={metricKey(metric.metric_name)}
      drag={drag}
      label={metricLabel(metric)}
      className="explore-item"
    >
      <span className="explore-type">ƒ</span>
      <span className="explore-name" title={metric.expression}>
        {metricName(metric)}
      </span>
      <Icons item={metric} />
    </GroupDragSource>
  );
});

/** What dragging a column or a saved metric hands over: the same payloads the drop zones take. */
function columnSource(column: ExploreColumn): GroupedSource {
  return {
    payload: { kind: 'column', value: { column_name: column.column_name } },
    label: columnLabel(column),
  };
}
function metricSource(metric: ExploreSavedMetric): GroupedSource {
  return {
    payload: {
      kind: 'metric',
      value: {
        metric_name: metric.metric_name,
        verbose_name: metric.verbose_name ?? null,
        expression: metric.expression,
      },
    },
    label: metricLabel(metric),
  };
}

/** How many columns and metrics each list shows until 'Show all' (Superset's DEFAULT_MAX_COLUMNS_LENGTH and _METRICS_). */
export const ITEMS_SHOWN_AT_FIRST = 50;

/** The panel's rows are of fixed heights (explore.css says the same), so the virtualizer places them without measuring. */
export const LIST_ROW_HEIGHT = { title: 30, item: 26, toggle: 28, gap: 12 } as const;

/** Items drawn beyond the lists' view, above and below. */
const OVERSCAN = 8;

/** A row's drag props, from the lists' drag group. */
type DragPropsOf = (key: string) => GroupedSourceProps;

const renderMetric = (m: ExploreSavedMetric, drag: DragPropsOf): ReactNode => (
  <MetricItem metric={m} drag={drag(metricKey(m.metric_name))} />
);
const renderColumn = (c: ExploreColumn, drag: DragPropsOf): ReactNode => (
  <ColumnItem column={c} drag={drag(columnKey(c.column_name))} />
);

/** One of the panel's two lists: its title with how many match, the items shown, and Show all / Show less. */
interface ListModel {
  title: string;
  noun: string;
  /** How many items match the search, of `total`. */
  matching: number;
  total: number;
  test: string;
  shown: number;
  all: boolean;
  toggle: () => void;
  /** Draws the list's item at an index of the matching items, with its drag props from the lists' group. */
  renderAt: (index: number, drag: DragPropsOf) => ReactNode;
}

/** A row of the lists' virtual column: a list's title, one of its items, its Show all button, or the gap after it. */
type Row = { kind: 'title' | 'toggle' | 'gap'; list: number } | { kind: 'item'; list: number; index: number };

/** The lists' rows in order, where each starts (px from the top of the scroller's content), and each list's title row. */
function rowsOf(lists: readonly ListModel[]): { rows: Row[]; starts: number[]; titles: number[] } {
  const rows: Row[] = [];
  const titles: number[] = [];
  lists.forEach((list, l) => {
    titles.push(rows.length);
    rows.push({ kind: 'title', list: l });
    for (let index = 0; index < list.shown; index++) rows.push({ kind: 'item', list: l, index });
    rows.push({ kind: list.matching > ITEMS_SHOWN_AT_FIRST ? 'toggle' : 'gap', list: l });
  });
  let top = 0;
  const starts = rows.map((r) => {
    const start = top;
    top += LIST_ROW_HEIGHT[r.kind];
    return start;
  });
  return { rows, starts, titles };
}

/**
 * The metrics and the columns in one scroller, virtualised: a wide dataset's 1,000 columns put only the items in view
 * (and OVERSCAN more each way) in the DOM, so a keystroke in the search or 'Show all' draws a screenful, not the list.
 * The titles and buttons are always drawn; each list stays a <ul> whose <li>s carry their place (aria-posinset of
 * aria-setsize), absolutely placed in the scroller's full height.
 */
function ItemLists({
  lists,
  sourceOf,
}: {
  lists: readonly ListModel[];
  /** What the item of a drag key hands over when dragged. */
  sourceOf: (key: string) => GroupedSource | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useDragSourceGroup(sourceOf);
  const { rows, starts, titles } = useMemo(() => rowsOf(lists), [lists]);
  // The row holding focus stays drawn while it is scrolled out of view, so keyboard focus is never dropped to the page.
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const drawn = defaultRangeExtractor(range);
    const row = focused.current;
    return row === null || drawn.includes(row) ? drawn : [...drawn, row].sort((a, b) => a - b);
  }, []);
  const rowOf = (target: EventTarget | null): number | null => {
    const row = target instanceof Element ? target.closest('li')?.getAttribute('data-row') : null;
    return row ? Number(row) : null;
  };
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read in this render only, never memoised
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => LIST_ROW_HEIGHT[rows[i]?.kind ?? 'item'],
    overscan: OVERSCAN,
    initialRect: { width: 300, height: 800 },
    rangeExtractor,
  });
  const inView = virtualizer.getVirtualItems();
  const at = (row: number) => ({ position: 'absolute', top: starts[row] ?? 0, left: 0, right: 0 }) as const;
  return (
    <div
      ref={scroller}
      className="explore-datasource-lists"
      onPointerOver={drag.containerProps.onPointerOver}
      onFocus={(e) => {
        focused.current = rowOf(e.target);
        drag.containerProps.onFocus(e);
      }}
      onBlur={(e) => {
        if (rowOf(e.relatedTarget) === null) focused.current = null;
      }}
    >
      <div className="explore-datasource-rows" style={{ height: virtualizer.getTotalSize() }}>
        {lists.map((list, l) => {
          const title = titles[l] ?? 0;
          const last = title + list.shown + 1;
          return (
            <Fragment key={list.test}>
              <h3 style={at(title)}>
                {list.title} <span className="muted">{`${list.matching} of ${list.total}`}</span>
              </h3>
              <ul className="explore-list" data-test={list.test} aria-label={list.title}>
                {inView.map(({ index: row }) => {
                  const r = rows[row];
                  if (r?.kind !== 'item' || r.list !== l) return null;
                  // Keyed by place, not by name: a keystroke that changes the matches gives the rows in view new
                  // text, reusing their elements, instead of making a screenful of new ones to style and lay out.
                  return (
                    <li
                      key={r.index}
                      data-row={row}
                      style={at(row)}
                      aria-posinset={r.index + 1}
                      aria-setsize={list.shown}
                    >
                      {list.renderAt(r.index, drag.propsOf)}
                    </li>
                  );
                })}
              </ul>
              {rows[last]?.kind === 'toggle' ? (
                <button type="button" className="btn btn-link explore-show-all" style={at(last)} onClick={list.toggle}>
                  {list.all ? `Show less ${list.noun}` : `Show all ${list.noun}`}
                </button>
              ) : null}
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}

/** A list's model over its matching items: how many are shown (the first ITEMS_SHOWN_AT_FIRST until Show all). */
function useListModel<T>(spec: {
  title: string;
  noun: string;
  matching: readonly T[];
  total: number;
  test: string;
  render: (item: T, drag: DragPropsOf) => ReactNode;
}): ListModel {
  const [all, setAll] = useState(false);
  const { title, noun, matching, total, test, render } = spec;
  return useMemo(
    () => ({
      title,
      noun,
      matching: matching.length,
      total,
      test,
      renderAt: (index: number, drag: DragPropsOf) => render(matching[index] as T, drag),
      all,
      shown: all ? matching.length : Math.min(ITEMS_SHOWN_AT_FIRST, matching.length),
      toggle: () => setAll((was) => !was),
    }),
    [title, noun, matching, total, test, render, all],
  );
}

/** Memoised: the panel drawing again with the same matches (a new swap handler) does not draw the lists again. */
const Lists = memo(function Lists({
  columns,
  metrics,
  dataset,
}: {
  columns: readonly ExploreColumn[];
  metrics: readonly ExploreSavedMetric[];
  dataset: ExploreDataset;
}) {
  const metricList = useListModel({
    title: 'Metrics',
    noun: 'metrics',
    matching: metrics,
    total: dataset.metrics.length,
    test: 'datasource-metrics',
    render: renderMetric,
  });
  const columnList = useListModel({
    title: 'Columns',
    noun: 'columns',
    matching: columns,
    total: dataset.columns.length,
    test: 'datasource-columns',
    render: renderColumn,
  });
  const lists = useMemo(() => [metricList, columnList], [metricList, columnList]);
  const sourceOf = useMemo(() => {
    const byKey = new Map<string, () => GroupedSource>();
    for (const c of dataset.columns) byKey.set(columnKey(c.column_name), () => columnSource(c));
    for (const m of dataset.metrics) byKey.set(metricKey(m.metric_name), () => metricSource(m));
    return (key: string) => byKey.get(key)?.() ?? null;
  }, [dataset]);
  return <ItemLists lists={lists} sourceOf={sourceOf} />;
});

/** Memoised: the panel draws again only when its dataset or search changes, not with every change of the form. */
export const DatasourcePanel = memo(function DatasourcePanel({
  dataset,
  sliceId = null,
  onSwap,
}: {
  dataset: ExploreDataset & { name?: string; health_check_message?: string | null };
  sliceId?: number | null;
  /** Swap dataset: the chart's settings carried over to the dataset chosen; no button without it. */
  onSwap?: (datasetId: number) => void;
}) {
  const [search, setSearch] = useState('');
  // The lists follow the search in the keystroke's own render and frame: virtualised, they redraw a screenful, less
  // than a second frame would cost.
  // The page's first render draws the panel without its lists; they follow in a render of their own that input can
  // interrupt, so a wide dataset does not hold the page's first paint (and the chart) back.
  const listed = useDeferredValue<typeof dataset | null>(dataset, null);
  const { columns, metrics } = useMemo(
    () => (listed ? matchingItems(listed, search) : { columns: [], metrics: [] }),
    [listed, search],
  );
  return (
    <section className="explore-datasource" aria-label="Dataset" data-test="datasource-panel">
      <DatasourceControl dataset={dataset} sliceId={sliceId} onSwap={onSwap} />
      <input
        className="explore-search"
        type="search"
        placeholder="Search Metrics & Columns"
        aria-label="Search Metrics & Columns"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {listed ? (
        <Lists columns={columns} metrics={metrics} dataset={listed} />
      ) : (
        <p className="muted" role="status">
          Loading...
        </p>
      )}
    </section>
  );
});
