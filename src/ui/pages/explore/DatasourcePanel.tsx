/** The datasource panel (X2.10): the dataset's name and warning, a search, and its columns and metrics as drag sources. */
import { useDeferredValue, useState, type ReactNode } from 'react';
import type { ExploreColumn, ExploreDataset, ExploreSavedMetric } from '../../../core/explore';
import { DragSource, Tip } from '../../kit';
import { SwapDatasetDialog } from './SwapDatasetDialog';
import { certificationText, columnTypeLabel, datasetWarning, matchingItems } from './datasourceItems';

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

function ColumnItem({ column }: { column: ExploreColumn }) {
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
}

function MetricItem({ metric }: { metric: ExploreSavedMetric }) {
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
}

function ItemSection({
  title,
  shown,
  total,
  test,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  test: string;
  children: ReactNode;
}) {
  return (
    <>
      <h3>
        {title} <span className="muted">{`${shown} of ${total}`}</span>
      </h3>
      <ul className="explore-list" data-test={test}>
        {children}
      </ul>
    </>
  );
}

export function DatasourcePanel({
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
  const [swapping, setSwapping] = useState(false);
  // Typing stays responsive on wide datasets: the lists follow the search a frame behind.
  const deferred = useDeferredValue(search);
  const { columns, metrics } = matchingItems(dataset, deferred);
  const warning = datasetWarning(dataset);
  const name = dataset.name ?? dataset.table_name ?? String(dataset.id);
  return (
    <section className="explore-datasource" aria-label="Dataset" data-test="datasource-panel">
      <h2 className="explore-dataset-name">
        {name}
        {warning ? (
          <Tip content={warning}>
            <span className="explore-icon explore-warning" role="img" aria-label={`Warning: ${warning}`} tabIndex={0}>
              ⚠
            </span>
          </Tip>
        ) : null}
      </h2>
      {onSwap ? (
        <>
          <button type="button" className="btn btn-link explore-swap" onClick={() => setSwapping(true)}>
            Swap dataset
          </button>
          <SwapDatasetDialog open={swapping} onClose={() => setSwapping(false)} sliceId={sliceId} onSwap={onSwap} />
        </>
      ) : null}
      <input
        className="explore-search"
        type="search"
        placeholder="Search Metrics & Columns"
        aria-label="Search Metrics & Columns"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ItemSection title="Metrics" shown={metrics.length} total={dataset.metrics.length} test="datasource-metrics">
        {metrics.map((m) => (
          <MetricItem key={m.metric_name} metric={m} />
        ))}
      </ItemSection>
      <ItemSection title="Columns" shown={columns.length} total={dataset.columns.length} test="datasource-columns">
        {columns.map((c) => (
          <ColumnItem key={c.column_name} column={c} />
        ))}
      </ItemSection>
    </section>
  );
}
