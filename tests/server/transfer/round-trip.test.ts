import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { createSalesTable, exportIds, importZip, rowByUuid, seedObjects, unzip, uuidOf, type Seeded } from './helpers';

interface ChartData {
  result: Array<{ data: Array<Record<string, unknown>>; colnames: string[] }>;
}

describe.each(STORE_KINDS)('export then import into a fresh instance on %s', (kind) => {
  let source: TestInstance;
  let target: TestInstance;
  let seeded: Seeded;
  beforeAll(async () => {
    source = await startTestInstance(kind);
    target = await startTestInstance(kind);
    seeded = await seedObjects(source);
    await createSalesTable(target, 'transfer.duckdb');
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  it('exports a dashboard as a v1 zip: metadata, database, dataset, chart and dashboard files keyed by uuid', async () => {
    const res = await exportIds(source, 'dashboard', [seeded.dashboardId]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename=dashboard_export_\d{8}T\d{6}\.zip$/,
    );
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      `charts/Sales_by_category_${seeded.chartId}.yaml`,
      `dashboards/Sales_overview_${seeded.dashboardId}.yaml`,
      'databases/Transfer_DB.yaml',
      'datasets/Transfer_DB/sales.yaml',
      'metadata.yaml',
    ]);
    expect(files.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'Dashboard' });
    const dataset = files.get('datasets/Transfer_DB/sales.yaml') ?? {};
    expect(dataset.uuid).toBe(await uuidOf(source, 'tables', seeded.datasetId));
    expect(dataset.database_uuid).toBe(await uuidOf(source, 'dbs', seeded.databaseId));
    expect((dataset.columns as Array<{ column_name: string }>).map((c) => c.column_name).sort()).toEqual([
      'amount',
      'cat',
      'id',
    ]);
    expect((dataset.metrics as Array<{ metric_name: string }>).map((m) => m.metric_name)).toEqual(['count']);
    const chart = files.get(`charts/Sales_by_category_${seeded.chartId}.yaml`) ?? {};
    expect(chart.dataset_uuid).toBe(dataset.uuid);
    expect(chart.params).toMatchObject({ groupby: ['cat'] });
    const dashboard = files.get(`dashboards/Sales_overview_${seeded.dashboardId}.yaml`) ?? {};
    const node = (dashboard.position as Record<string, { meta?: { uuid?: string } }>)['CHART-1'];
    expect(node?.meta?.uuid).toBe(chart.uuid);
    const target0 = (
      dashboard.metadata as { native_filter_configuration: Array<{ targets: Array<Record<string, unknown>> }> }
    ).native_filter_configuration[0]?.targets[0];
    expect(target0).toEqual({ datasetUuid: dataset.uuid, column: { name: 'cat' } });
  });

  it('imports the bundle into a fresh instance: the same uuids, and the chart still renders data', async () => {
    const exported = await exportIds(source, 'dashboard', [seeded.dashboardId]);
    const res = await importZip(target, 'dashboard', exported.rawPayload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    for (const [table, id] of [
      ['dbs', seeded.databaseId],
      ['tables', seeded.datasetId],
      ['slices', seeded.chartId],
      ['dashboards', seeded.dashboardId],
    ] as const) {
      expect(await rowByUuid(target, table, await uuidOf(source, table, id)), table).toBeDefined();
    }
    const chart = await rowByUuid(target, 'slices', await uuidOf(source, 'slices', seeded.chartId));
    const dataset = await rowByUuid(target, 'tables', await uuidOf(source, 'tables', seeded.datasetId));
    expect(chart?.datasource_id).toBe(dataset?.id);
    const dashboard = await rowByUuid(target, 'dashboards', await uuidOf(source, 'dashboards', seeded.dashboardId));
    const position = JSON.parse(String(dashboard?.position_json)) as Record<string, { meta?: { chartId?: number } }>;
    expect(position['CHART-1']?.meta?.chartId).toBe(chart?.id);
    const metadata = JSON.parse(String(dashboard?.json_metadata)) as {
      expanded_slices: Record<string, boolean>;
      native_filter_configuration: Array<{ chartsInScope: number[]; targets: Array<{ datasetId: number }> }>;
    };
    expect(Object.keys(metadata.expanded_slices)).toEqual([String(chart?.id)]);
    expect(metadata.native_filter_configuration[0]?.chartsInScope).toEqual([chart?.id]);
    expect(metadata.native_filter_configuration[0]?.targets[0]?.datasetId).toBe(dataset?.id);
    const charts = await target.api({ url: `/api/v1/dashboard/${String(dashboard?.id)}/charts` });
    expect((charts.json() as { result: Array<{ id: number }> }).result.map((c) => c.id)).toEqual([chart?.id]);

    const qc = JSON.parse(String(chart?.query_context)) as Record<string, unknown>;
    expect(qc.datasource).toEqual({ id: dataset?.id, type: 'table' });
    const data = await target.api({ method: 'POST', url: '/api/v1/chart/data', payload: qc });
    expect(data.statusCode).toBe(200);
    const rows = (data.json() as ChartData).result[0]?.data ?? [];
    expect(rows.map((r) => [r.cat, Number(r.count)])).toEqual([
      ['a', 10],
      ['b', 10],
      ['c', 10],
    ]);
  });

  it('asks for overwrite when the dashboard exists, and overwrites when told to', async () => {
    const exported = await exportIds(source, 'dashboard', [seeded.dashboardId]);
    const again = await importZip(target, 'dashboard', exported.rawPayload);
    expect(again.statusCode).toBe(422);
    const body = again.json() as {
      errors: Array<{ message: string; error_type: string; extra: Record<string, unknown> }>;
    };
    expect(body.errors[0]?.message).toBe('Error importing dashboard');
    expect(body.errors[0]?.error_type).toBe('GENERIC_COMMAND_ERROR');
    expect(body.errors[0]?.extra[`dashboards/Sales_overview_${seeded.dashboardId}.yaml`]).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
    const overwritten = await importZip(target, 'dashboard', exported.rawPayload, { overwrite: true });
    expect(overwritten.statusCode).toBe(200);
    const count = await target.store.db
      .selectFrom('dashboards')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('round-trips a chart, a dataset, a database and a saved query on their own', async () => {
    const fresh = await startTestInstance(kind);
    try {
      await createSalesTable(fresh, 'transfer.duckdb');
      const cases = [
        ['database', seeded.databaseId, 'dbs', 'Database'],
        ['dataset', seeded.datasetId, 'tables', 'SqlaTable'],
        ['chart', seeded.chartId, 'slices', 'Slice'],
        ['saved_query', seeded.savedQueryId, 'saved_query', 'SavedQuery'],
      ] as const;
      for (const [name, id, table, type] of cases) {
        const exported = await exportIds(source, name, [id]);
        expect(exported.statusCode, name).toBe(200);
        expect((await unzip(exported.rawPayload)).get('metadata.yaml')?.type).toBe(type);
        const res = await importZip(fresh, name, exported.rawPayload, { overwrite: true });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
        expect(await rowByUuid(fresh, table, await uuidOf(source, table, id)), name).toBeDefined();
      }
      const columns = await fresh.store.db
        .selectFrom('table_columns')
        .innerJoin('tables', 'tables.id', 'table_columns.table_id')
        .select('table_columns.uuid')
        .where('tables.uuid', '=', await uuidOf(source, 'tables', seeded.datasetId))
        .execute();
      const sourceColumns = await source.store.db
        .selectFrom('table_columns')
        .select('uuid')
        .where('table_id', '=', seeded.datasetId)
        .execute();
      expect(columns.map((c) => c.uuid).sort()).toEqual(sourceColumns.map((c) => c.uuid).sort());
    } finally {
      await fresh.close();
    }
  });
});
