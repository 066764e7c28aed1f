/**
 * Mosaic's clients for the cross-filter benches, in Node (mosaic.ts) and in the browser (mosaicPage/): mosaic-core
 * 0.31 with its pre-aggregated data-cube indexes, one client per chart in scope with the chart's aggregate query (its
 * columns at their time grain, its metrics, its own filters), and the click as a point clause of a crossfilter
 * selection. Mosaic post-processes nothing, so its clients stop at the aggregate. Its query cache is cleared before
 * each click, as the local path computes each click afresh.
 */
import { Coordinator, MosaicClient, Selection, clausePoint } from '@uwdata/mosaic-core';
import type { Connector } from '@uwdata/mosaic-core';
import * as msql from '@uwdata/mosaic-sql';
import { buildChartQueryContext, type QueryFormData } from '../../src/core/chart-plugin';
import type { QueryMetric, QueryObject } from '../../src/core/query';
import { getColumnLabel, getMetricLabel } from '../../src/core/query';
import { parseAggregate } from '../../workers/dataplane/crossfilter';
import type { BenchChart } from './flightsDashboard';

const GRAINS: Record<string, string> = { P1D: 'day', P1W: 'week', P1M: 'month', P3M: 'quarter', P1Y: 'year' };
const AGGREGATES = { SUM: msql.sum, COUNT: msql.count, MIN: msql.min, MAX: msql.max, AVG: msql.avg } as const;

function aggregateOf(sql: string): msql.ExprNode {
  const parsed = parseAggregate(sql);
  if (parsed) {
    const arg =
      parsed.inner === '*' ? undefined : /^\w+$/.test(parsed.inner) ? parsed.inner : msql.verbatim(parsed.inner);
    return AGGREGATES[parsed.aggregate](arg ?? msql.verbatim('*'));
  }
  const ratio = /^SUM\((\w+)\) \/ COUNT\(DISTINCT (\w+)\)$/.exec(sql);
  if (ratio) return msql.div(msql.sum(ratio[1] as string), msql.count(ratio[2] as string).distinct());
  throw new Error(`no Mosaic aggregate for ${sql}`);
}

function metricNode(metric: QueryMetric, saved: ReadonlyMap<string, string>): msql.ExprNode {
  if (typeof metric === 'string') return aggregateOf(saved.get(metric) ?? metric);
  if (metric.expressionType === 'SIMPLE') return aggregateOf(`${metric.aggregate}(${metric.column.column_name})`);
  return aggregateOf(metric.sqlExpression);
}

/** A chart as a Mosaic client: its aggregate query, filtered by the crossfilter selection. */
class ChartClient extends MosaicClient {
  private done: (() => void) | null = null;

  constructor(
    selection: Selection,
    private readonly table: string,
    private readonly query0: QueryObject,
    private readonly saved: ReadonlyMap<string, string>,
  ) {
    super(selection);
  }

  /** Resolves at the client's next answer. */
  next(): Promise<void> {
    return new Promise((resolve) => (this.done = resolve));
  }

  override query(filter?: msql.FilterExpr | null): msql.SelectQuery {
    const q = this.query0;
    const select: Record<string, msql.ExprValue> = {};
    const groupby: string[] = [];
    for (const c of q.columns ?? []) {
      const label = getColumnLabel(c);
      const grain = typeof c === 'string' ? undefined : c.timeGrain;
      select[label] = grain ? msql.verbatim(`date_trunc('${GRAINS[grain] ?? 'day'}', "${label}")`) : label;
      groupby.push(label);
    }
    for (const m of q.metrics ?? []) select[getMetricLabel(m)] = metricNode(m, this.saved);
    const where: msql.ExprNode[] = [];
    for (const f of q.filters ?? []) {
      if (typeof f.col !== 'string') continue;
      if (f.op === '==') where.push(msql.eq(f.col, msql.literal(f.val)));
      if (f.op === 'IN')
        where.push(
          msql.isIn(
            f.col,
            (f.val as unknown[]).map((v) => msql.literal(v)),
          ),
        );
    }
    return msql.Query.from(this.table)
      .select(select)
      .where(...where, ...(filter ? [filter as msql.ExprNode] : []))
      .groupby(groupby);
  }

  override queryResult(): this {
    this.done?.();
    return this;
  }

  override queryError(error: unknown): this {
    console.error('Mosaic client failed:', error);
    this.done?.();
    return this;
  }
}

/** The SQL of every chart's client before any click: what names the columns the table needs to hold. */
export function mosaicQueries(
  table: string,
  charts: readonly BenchChart[],
  saved: ReadonlyMap<string, string>,
): string[] {
  const selection = Selection.crossfilter();
  return charts.map((c) =>
    new ChartClient(
      selection,
      table,
      buildChartQueryContext(c.formData as QueryFormData).queries[0] as QueryObject,
      saved,
    )
      .query(null)
      .toString(),
  );
}

/** How long the bench waits for Mosaic to answer every client before it reports no figure. */
const MOSAIC_WAIT_MS = 120_000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`Mosaic did not answer every chart within ${MOSAIC_WAIT_MS / 1000} s (${what})`)),
      MOSAIC_WAIT_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A click through Mosaic: when it started and when every client had answered (performance.now()). */
export interface MosaicClick {
  start: number;
  end: number;
}

/**
 * Connects one client per chart to a coordinator on `connector` and waits for their first answers; answers the click
 * on a value of `column`, which resolves once every client has answered it.
 */
export async function mosaicCharts(
  connector: Connector,
  table: string,
  charts: readonly BenchChart[],
  column: string,
  saved: ReadonlyMap<string, string>,
): Promise<(value: string) => Promise<MosaicClick>> {
  const coordinator = new Coordinator(connector, { logger: null, preagg: { enabled: true } });
  const selection = Selection.crossfilter();
  const source = new MosaicClient(selection);
  const clients = charts.map(
    (c) =>
      new ChartClient(
        selection,
        table,
        buildChartQueryContext(c.formData as QueryFormData).queries[0] as QueryObject,
        saved,
      ),
  );
  const all = () => Promise.all(clients.map((c) => c.next()));
  const ready = all();
  clients.forEach((c) => coordinator.connect(c));
  await within(ready, 'first answers');
  return async (value) => {
    coordinator.clear({ clients: false, cache: true });
    const answered = all();
    const start = performance.now();
    selection.update(clausePoint(column, value, { source }));
    await within(answered, `click on ${value}`);
    return { start, end: performance.now() };
  };
}
