/** The datasource panel (X2.10): the datasource control (X2.01–X2.04), a search, and its columns and metrics as drag sources. */
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { ExploreColumn, ExploreDataset, ExploreSavedMetric } from '../../../core/explore';
import { DragSource, Tip } from '../../kit';
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

/** Memoised, as MetricItem: a search that keeps an item in its list does not draw it again. */
const ColumnItem = memo(function ColumnItem({ column }: { column: ExploreColumn }) {
  const label = column.verbose_name || column.column_name;
  return (
    <li>
      <DragSource
        payload={{ kind: 'column', value: { column_name: column.column_name } }}
        label={`Column ${label}`}
        className="explore-item"
      >
        <span className="explore-type">{columnTypeLabel(column)}</span>
        <span className="explore-name" title={column.column_name}>
          {label}
        </span>
        <Icons item={column} />
      </DragSource>
    </li>
  );
});

const MetricItem = memo(function MetricItem({ metric }: { metric: ExploreSavedMetric }) {
  const label = metric.verbose_name || metric.metric_name;
  return (
    <li>
      <DragSource
        payload={{
          kind: 'metric',
          value: {
            metric_name: metric.metric_name,
            verbose_name: metric.verbose_name ?? null,
            expression: metric.expression,
          },
        }}
        label={`Metric ${label}`}
        className="explore-item"
      >
        <span className="explore-type">ƒ</span>
        <span className="explore-name" title={metric.expression}>
          {label}
        </span>
        <Icons item={metric} />
      </DragSource>
    </li>
  );
});

/** How many columns and metrics each list shows until 'Show all' (Superset's DEFAULT_MAX_COLUMNS_LENGTH and _METRICS_). */
export const ITEMS_SHOWN_AT_FIRST = 50;

const renderMetric = (m: ExploreSavedMetric): ReactNode => <MetricItem key={m.metric_name} metric={m} />;
const renderColumn = (c: ExploreColumn): ReactNode => <ColumnItem key={c.column_name} column={c} />;

/** A list of the panel: its title with how many match, the first ITEMS_SHOWN_AT_FIRST of them, and Show all / Show less. */
interface ItemSectionProps<T> {
  title: string;
  noun: string;
  items: readonly T[];
  total: number;
  test: string;
  render: (item: T) => ReactNode;
}

function ItemList<T>({ title, noun, items, total, test, render }: ItemSectionProps<T>) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, ITEMS_SHOWN_AT_FIRST);
  return (
    <>
      <h3>
        {title} <span className="muted">{`${items.length} of ${total}`}</span>
      </h3>
      <ul className="explore-list" data-test={test}>
        {shown.map(render)}
      </ul>
      {items.length > ITEMS_SHOWN_AT_FIRST ? (
        <button type="button" className="btn btn-link explore-show-all" onClick={() => setAll(!all)}>
          {all ? `Show less ${noun}` : `Show all ${noun}`}
        </button>
      ) : null}
    </>
  );
}

/** Memoised: the keystroke's own frame (the search a frame ahead of the lists) does not draw the lists again. */
const ItemSection = memo(ItemList) as <T>(props: ItemSectionProps<T>) => ReactNode;

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
  // Typing stays responsive on wide datasets: the lists follow the search a frame behind.
  const deferred = useDeferredValue(search);
  // The page's first render draws the panel without its lists; they follow in a render of their own that input can
  // interrupt, so a wide dataset does not hold the page's first paint (and the chart) back.
  const listed = useDeferredValue<typeof dataset | null>(dataset, null);
  const { columns, metrics } = useMemo(
    () => (listed ? matchingItems(listed, deferred) : { columns: [], metrics: [] }),
    [listed, deferred],
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
        <>
          <ItemSection
            title="Metrics"
            noun="metrics"
            items={metrics}
            total={listed.metrics.length}
            test="datasource-metrics"
            render={renderMetric}
          />
          <ItemSection
            title="Columns"
            noun="columns"
            items={columns}
            total={listed.columns.length}
            test="datasource-columns"
            render={renderColumn}
          />
        </>
      ) : (
        <p className="muted" role="status">
          Loading...
        </p>
      )}
    </section>
  );
});
