// Every native filter type's data mask round-trips through the real server on DuckDB and PostgreSQL: merged into the
// chart's form data before the query is built (POST /api/v1/chart/data) and merged by the server into a saved
// chart's query context (GET /api/v1/chart/<pk>/data/?form_data=), with the same rows the data implies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueryContext, type QueryFormData } from '../../../src/core/chart-plugin';
import {
  dataMaskOf,
  filterBoxChoiceFormData,
  filterBoxChoices,
  type FilterBoxFormData,
  selectOptionsQuery,
  withExtraFormData,
  type FilterValue,
  type NativeFilter,
} from '../../../src/core/filters';
import {
  ENGINES,
  eventRows,
  firstResult,
  startChartDataFixture,
  type ChartDataFixture,
  type EngineKind,
  type EventRow,
  type ResultPayload,
} from '../chartdata/fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
  // A second time column, a year after ts, so the time column filter's choice shows in the rows.
  for (const engine of ENGINES) {
    const id = f.datasetIds[engine];
    const detail = (await f.t.api({ url: `/api/v1/dataset/${id}` })).json() as {
      result: { columns: Array<{ id: number; column_name: string; is_dttm: boolean; expression: string | null }> };
    };
    const columns = detail.result.columns.map((c) => ({ id: c.id, column_name: c.column_name, is_dttm: c.is_dttm }));
    const res = await f.t.api({
      method: 'PUT',
      url: `/api/v1/dataset/${id}`,
      payload: {
        columns: [
          ...columns,
          { column_name: 'ts_next_year', expression: "ts + INTERVAL '1 year'", type: 'TIMESTAMP', is_dttm: true },
        ],
      },
    });
    if (res.statusCode !== 200) throw new Error(`add ts_next_year: ${res.body}`);
  }
}, 120_000);
afterAll(async () => f.close());

const rows = eventRows();
const filter = (over: Partial<NativeFilter>): NativeFilter => ({
  id: 'NATIVE_FILTER-x',
  type: 'NATIVE_FILTER',
  name: 'x',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'category' } }],
  controlValues: {},
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  description: '',
  ...over,
});

const tableForm = (engine: EngineKind): QueryFormData => ({
  datasource: `${f.datasetIds[engine]}__table`,
  viz_type: 'table',
  query_mode: 'raw',
  all_columns: ['id'],
  row_limit: 1000,
  time_range: 'No filter',
  adhoc_filters: [],
});

const monthlyForm = (engine: EngineKind): QueryFormData => ({
  datasource: `${f.datasetIds[engine]}__table`,
  viz_type: 'table',
  x_axis: 'ts',
  groupby: ['ts'],
  metrics: ['count'],
  time_grain_sqla: 'P1D',
  row_limit: 1000,
  time_range: 'No filter',
});

/** The rows of a form with the filter's mask applied, both ways: [built with the mask, merged by the server]. */
async function bothWays(
  engine: EngineKind,
  form: QueryFormData,
  nf: NativeFilter,
  value: FilterValue,
): Promise<[ResultPayload, ResultPayload]> {
  const { extraFormData } = dataMaskOf(nf, value);
  const built = buildQueryContext(withExtraFormData(form, extraFormData));
  const posted = firstResult(await f.chartData(built));
  const chart = await f.t.api({
    method: 'POST',
    url: '/api/v1/chart/',
    payload: {
      slice_name: `${nf.filterType} ${engine}`,
      viz_type: form.viz_type,
      datasource_id: f.datasetIds[engine],
      datasource_type: 'table',
      params: JSON.stringify(form),
      query_context: JSON.stringify(buildQueryContext(form)),
    },
  });
  const id = (chart.json() as { id: number }).id;
  const formData = encodeURIComponent(JSON.stringify({ extra_form_data: extraFormData }));
  const merged = firstResult(await f.t.api({ url: `/api/v1/chart/${id}/data/?form_data=${formData}` }));
  return [posted, merged];
}

const idsOf = (r: ResultPayload): string[] => r.data.map((d) => String(d.id)).sort();
const expectedIds = (pred: (r: EventRow) => boolean): string[] =>
  rows
    .filter(pred)
    .map((r) => r.id.toString())
    .sort();
const inRange = (d: Date, from: string, to: string): boolean => d >= new Date(`${from}Z`) && d < new Date(`${to}Z`);

describe.each(ENGINES)('native filters through the server on %s (D10.05)', (engine) => {
  it('D10.05 select: IN its values, both ways', async () => {
    const nf = filter({});
    for (const r of await bothWays(engine, tableForm(engine), nf, ['alpha', 'gamma']))
      expect(idsOf(r)).toEqual(expectedIds((x) => x.category === 'alpha' || x.category === 'gamma'));
  });
  it('D10.05 select with inverseSelection: NOT IN its values (NULL is not selected, as SQL has it)', async () => {
    const nf = filter({ controlValues: { inverseSelection: true } });
    for (const r of await bothWays(engine, tableForm(engine), nf, ['alpha']))
      expect(idsOf(r)).toEqual(expectedIds((x) => x.category !== null && x.category !== 'alpha'));
  });
  it('D10.05 range: >= lower and <= upper, both ways', async () => {
    const nf = filter({ filterType: 'filter_range', targets: [{ datasetId: 1, column: { name: 'amount' } }] });
    for (const r of await bothWays(engine, tableForm(engine), nf, [20.25, 60.25]))
      expect(idsOf(r)).toEqual(expectedIds((x) => x.amount >= 20.25 && x.amount <= 60.25));
    for (const r of await bothWays(engine, tableForm(engine), nf, [null, 30]))
      expect(idsOf(r)).toEqual(expectedIds((x) => x.amount <= 30));
  });
  it('D10.05 time: time_range replaces the chart’s own, both ways', async () => {
    const nf = filter({ filterType: 'filter_time', targets: [] });
    const form = { ...tableForm(engine), granularity_sqla: 'ts' };
    for (const r of await bothWays(engine, form, nf, '2022-03-01 : 2022-09-01'))
      expect(idsOf(r)).toEqual(expectedIds((x) => inRange(x.ts, '2022-03-01T00:00:00', '2022-09-01T00:00:00')));
  });
  it('D10.05 time column: granularity_sqla picks the column the time range applies to, both ways', async () => {
    const nf = filter({ filterType: 'filter_timecolumn', targets: [{ datasetId: 1 }] });
    const form = { ...tableForm(engine), granularity_sqla: 'ts', time_range: '2023-03-01 : 2023-09-01' };
    for (const r of await bothWays(engine, form, nf, 'ts_next_year'))
      expect(idsOf(r)).toEqual(expectedIds((x) => inRange(x.ts, '2022-03-01T00:00:00', '2022-09-01T00:00:00')));
  });
  it('D10.05 time grain: time_grain_sqla buckets the x-axis by month instead of day, both ways', async () => {
    const nf = filter({ filterType: 'filter_timegrain', targets: [{ datasetId: 1 }] });
    const months = new Set(rows.map((x) => x.ts.toISOString().slice(0, 7)));
    for (const r of await bothWays(engine, monthlyForm(engine), nf, 'P1M')) {
      expect(r.data).toHaveLength(months.size);
      expect(r.data.reduce((s, x) => s + Number(x.count), 0)).toBe(rows.length);
    }
  });
  it('D10.11 the answer reports the dashboard’s filters as applied (the indicators read it), both ways', async () => {
    const cases: Array<[NativeFilter, FilterValue, QueryFormData, string]> = [
      [filter({}), ['alpha'], tableForm(engine), 'category'],
      [
        filter({ filterType: 'filter_time', targets: [] }),
        'Last year',
        { ...tableForm(engine), granularity_sqla: 'ts' },
        '__time_range',
      ],
      [
        filter({ filterType: 'filter_timegrain', targets: [{ datasetId: 1 }] }),
        'P1M',
        monthlyForm(engine),
        '__time_grain',
      ],
      [
        filter({ filterType: 'filter_timecolumn', targets: [{ datasetId: 1 }] }),
        'ts_next_year',
        tableForm(engine),
        '__time_col',
      ],
    ];
    for (const [nf, value, form, column] of cases)
      for (const r of await bothWays(engine, form, nf, value))
        expect(r.applied_filters, column).toContainEqual({ column });
  });
  it('D10.11 a filter on a column the dataset lacks is reported rejected and breaks nothing, both ways', async () => {
    const nf = filter({ targets: [{ datasetId: 1, column: { name: 'deleted_column' } }] });
    for (const r of await bothWays(engine, tableForm(engine), nf, ['x'])) {
      expect(r.rejected_filters).toContainEqual({ reason: 'not_in_datasource', column: 'deleted_column' });
      expect(r.data).toHaveLength(rows.length);
    }
  });
  it('D10.04 D10.06 the select options query: grouped, sorted by the sort metric, pre-filtered, cascaded, searched', async () => {
    const parent = filter({ id: 'NATIVE_FILTER-qty', targets: [{ datasetId: 1, column: { name: 'qty' } }] });
    const child = filter({
      id: 'NATIVE_FILTER-cat',
      targets: [{ datasetId: f.datasetIds[engine], column: { name: 'category' } }],
      sortMetric: 'count',
      controlValues: { sortAscending: false, searchAllOptions: true },
      cascadeParentIds: [parent.id],
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'amount', operator: '>', comparator: 20 }],
    });
    const options = async (search: string, ascending: boolean): Promise<unknown[][]> => {
      const nf = { ...child, controlValues: { ...child.controlValues, sortAscending: ascending } };
      const query = selectOptionsQuery(nf, {
        filters: [parent, nf],
        dataMask: { [parent.id]: dataMaskOf(parent, [0, 1, 2]) },
        search,
      });
      return firstResult(await f.chartData(query)).data.map((d) => [d.category, Number(d.count)]);
    };
    const kept = rows.filter((x) => [0, 1, 2].includes(x.qty ?? -1) && x.amount > 20 && x.category !== null);
    const counts = new Map<string, number>();
    for (const x of kept) counts.set(x.category as string, (counts.get(x.category as string) ?? 0) + 1);
    const byCount = [...counts].sort((a, b) => b[1] - a[1]);
    expect(new Set(byCount.map((c) => c[1])).size).toBe(3);
    expect(await options('A', false)).toEqual(byCount);
    expect(await options('A', true)).toEqual([...byCount].reverse());
    expect(await options('MM', false)).toEqual(byCount.filter(([name]) => name === 'gamma'));
  });
});

describe.each(ENGINES)('the legacy filter box’s choices through explore_json on %s (D12.02, D12.03)', (engine) => {
  const box = (): FilterBoxFormData => ({
    viz_type: 'filter_box',
    datasource: `${f.datasetIds[engine]}__table`,
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'qty', operator: 'IS NOT NULL' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'amount', operator: '>', comparator: 10 },
    ],
  });
  const choices = async (config: Parameters<typeof filterBoxChoiceFormData>[1], search?: string) => {
    const formData = encodeURIComponent(JSON.stringify(filterBoxChoiceFormData(box(), config, search)));
    const res = await f.t.api({ url: `/superset/explore_json/?form_data=${formData}` });
    expect(res.statusCode, res.body).toBe(200);
    return filterBoxChoices(config, (res.json() as Array<{ data: Array<Record<string, unknown>> }>)[0]?.data ?? []);
  };
  const counted = (pred: (r: EventRow) => boolean): Array<[string | null, number]> => {
    const counts = new Map<string | null, number>();
    for (const x of rows.filter((r) => r.qty !== null && r.amount > 10 && pred(r)))
      counts.set(x.category, (counts.get(x.category) ?? 0) + 1);
    return [...counts];
  };
  it('D12.03 each select’s choices come from a count query under the box’s filters, sorted by the count', async () => {
    const got = await choices({ column: 'category', asc: false });
    const want = counted(() => true).sort((a, b) => b[1] - a[1]);
    expect(new Set(want.map((w) => w[1])).size).toBe(want.length);
    expect(got.map((c) => [c.id, Number(c.metric)])).toEqual(want);
    expect(got.find((c) => c.id === null)?.text).toBe('<NULL>');
    const ascending = await choices({ column: 'category' });
    expect(ascending.map((c) => c.id)).toEqual([...want].reverse().map((w) => w[0]));
  });
  it('D12.02 an option search is an ILIKE adhoc filter on the column', async () => {
    const got = await choices({ column: 'category', asc: true }, 'MM');
    expect(got.map((c) => [c.id, Number(c.metric)])).toEqual(counted((r) => r.category === 'gamma'));
  });
});
