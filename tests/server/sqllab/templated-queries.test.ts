// Templates where SQL runs: SQL Lab's execute with its template parameters, and charts on a templated virtual
// dataset, whose url_params and filters reach url_param and filter_values ("url_params change nothing").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../harness';
import { startSqlLabFixture, type SqlLabFixture } from './fixture';

interface ErrorBody {
  message: string;
  errors: { error_type: string; extra: { line?: number } }[];
}

describe.each(STORE_KINDS)('templated queries on %s', (kind) => {
  let f: SqlLabFixture;
  let dataset = 0;
  beforeAll(async () => {
    f = await startSqlLabFixture(kind);
    const res = await f.t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: {
        database: f.ds.databaseId,
        schema: 'main',
        table_name: 'templated_sales',
        sql: "SELECT cat, count(*) AS n FROM sales WHERE cat = '{{ url_param('cat', 'a') }}'{% if filter_values('id') | length %} AND id IN ({{ filter_values('id', remove_filter=true) | join(', ') }}){% endif %} GROUP BY cat",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    dataset = (res.json() as { id: number }).id;
  });
  afterAll(async () => f.t.close());

  it('renders SQL Lab templates with the template parameters and the user', async () => {
    const res = await f.execute(
      {
        sql: "SELECT '{{ current_username() }}' AS who, count(*) AS n FROM sales WHERE id <= {{ top }}",
        templateParams: JSON.stringify({ top: 5 }),
      },
      'lab',
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown[] }).data).toEqual([{ who: 'lab', n: 5 }]);
  });

  it('answers a template error with 400 naming the template line, and runs nothing', async () => {
    const res = await f.execute({ sql: 'SELECT 1\nFROM sales\nWHERE {{ missing_param }}' }, 'lab');
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorBody;
    expect(body.message).toMatch(/line 3/);
    expect(body.errors[0]?.extra.line).toBe(3);
    const hostile = await f.execute({ sql: "SELECT '{{ ''.constructor.constructor('return process')() }}'" }, 'lab');
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toMatch(/process \{|\[object process\]/);
    const badParams = await f.execute({ sql: 'SELECT {{ x }}', templateParams: '{not json' }, 'lab');
    expect(badParams.statusCode).toBe(400);
  });

  const chartData = (formData: Record<string, unknown>, filters: unknown[] = []) =>
    f.t.api({
      method: 'POST',
      url: '/api/v1/chart/data',
      payload: {
        datasource: { id: dataset, type: 'table' },
        form_data: formData,
        queries: [{ columns: ['cat', 'n'], metrics: [], filters, row_limit: 10, orderby: [] }],
        result_type: 'full',
        result_format: 'json',
      },
    });

  it('hands url_params and filters to a virtual dataset template in chart data', async () => {
    const rowsOf = (res: { json: () => unknown }) => (res.json() as { result: { data: unknown[] }[] }).result[0]?.data;
    const plain = await chartData({});
    expect(plain.statusCode, plain.body).toBe(200);
    expect(rowsOf(plain)).toEqual([{ cat: 'a', n: 100 }]);
    const byUrl = await chartData({ url_params: { cat: 'b' } });
    expect(rowsOf(byUrl)).toEqual([{ cat: 'b', n: 100 }]);
    // sales ids 1..300: cat b is id % 3 == 1
    const filtered = await chartData({ url_params: { cat: 'b' } }, [{ col: 'id', op: 'IN', val: [1, 4, 5] }]);
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(rowsOf(filtered)).toEqual([{ cat: 'b', n: 2 }]);
  });
});
