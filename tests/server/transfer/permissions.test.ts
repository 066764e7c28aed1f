import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { exportIds, importZip, seedObjects, type Seeded } from './helpers';

interface CommandErrorBody {
  errors: Array<{ message: string }>;
}

describe.each(STORE_KINDS)('export and import permissions per role on %s', (kind) => {
  let t: TestInstance;
  let seeded: Seeded;
  let chartBundle: Buffer;
  let datasetBundle: Buffer;
  let queryBundle: Buffer;
  let sqlLabQueryId: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    seeded = await seedObjects(t);
    await t.addUser('gamma', ['Gamma']);
    await t.addUser('alpha', ['Alpha']);
    const sqlLabId = await t.addUser('analyst', ['sql_lab']);
    const row = await t.store.db
      .insertInto('saved_query')
      .values({
        uuid: crypto.randomUUID(),
        user_id: sqlLabId,
        db_id: seeded.databaseId,
        label: 'Mine',
        sql: 'SELECT 1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sqlLabQueryId = Number(row.id);
    chartBundle = (await exportIds(t, 'chart', [seeded.chartId])).rawPayload;
    datasetBundle = (await exportIds(t, 'dataset', [seeded.datasetId])).rawPayload;
    queryBundle = (await exportIds(t, 'saved_query', [seeded.savedQueryId])).rawPayload;
  });
  afterAll(async () => t.close());

  it('needs a login', async () => {
    expect((await t.app.inject({ url: `/api/v1/chart/export/?q=!(${seeded.chartId})` })).statusCode).toBe(401);
  });

  it('needs can_export on the view: Gamma may not export datasets or databases, Alpha may not export databases', async () => {
    expect((await exportIds(t, 'dataset', [seeded.datasetId], 'gamma')).statusCode).toBe(403);
    expect((await exportIds(t, 'database', [seeded.databaseId], 'gamma')).statusCode).toBe(403);
    expect((await exportIds(t, 'database', [seeded.databaseId], 'alpha')).statusCode).toBe(403);
    expect((await exportIds(t, 'dataset', [seeded.datasetId], 'alpha')).statusCode).toBe(200);
    expect((await exportIds(t, 'chart', [seeded.chartId], 'alpha')).statusCode).toBe(200);
  });

  it('exports only what the user may see: a chart on a dataset Gamma cannot query is not found', async () => {
    expect((await exportIds(t, 'chart', [seeded.chartId], 'gamma')).statusCode).toBe(404);
    expect((await exportIds(t, 'dashboard', [seeded.dashboardId], 'gamma')).statusCode).toBe(404);
  });

  it('keeps saved queries private to their author', async () => {
    expect((await exportIds(t, 'saved_query', [sqlLabQueryId], 'analyst')).statusCode).toBe(200);
    expect((await exportIds(t, 'saved_query', [seeded.savedQueryId], 'analyst')).statusCode).toBe(404);
  });

  it('needs can_write on the view to import', async () => {
    expect((await importZip(t, 'dataset', datasetBundle, { user: 'gamma' })).statusCode).toBe(403);
    expect((await importZip(t, 'database', datasetBundle, { user: 'alpha' })).statusCode).toBe(403);
  });

  it('lets Alpha import a chart over existing dependencies, but not overwrite a chart it does not own', async () => {
    const fresh = await importZip(t, 'chart', chartBundle, { user: 'alpha', overwrite: true });
    expect(fresh.statusCode).toBe(403);
    expect((fresh.json() as CommandErrorBody).errors[0]?.message).toBe(
      "A chart already exists and user doesn't have permissions to overwrite it",
    );
    await t.store.db.deleteFrom('slices').where('id', '=', seeded.chartId).execute();
    const res = await importZip(t, 'chart', chartBundle, { user: 'alpha' });
    expect(res.statusCode).toBe(200);
    const owners = await t.store.db
      .selectFrom('slice_user')
      .innerJoin('slices', 'slices.id', 'slice_user.slice_id')
      .innerJoin('ab_user', 'ab_user.id', 'slice_user.user_id')
      .select('ab_user.username')
      .execute();
    expect(owners.map((o) => o.username)).toEqual(['alpha']);
    expect(
      Number(
        (
          await t.store.db
            .selectFrom('dbs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
  });

  it('refuses to create a database for a user without can_write on Database, importing nothing', async () => {
    await t.store.db.deleteFrom('saved_query').where('id', '=', seeded.savedQueryId).execute();
    const other = await exportIds(t, 'saved_query', [sqlLabQueryId], 'analyst');
    expect((await importZip(t, 'saved_query', other.rawPayload, { user: 'analyst', overwrite: true })).statusCode).toBe(
      200,
    );
    await t.store.db.updateTable('dbs').set({ uuid: crypto.randomUUID(), database_name: 'Renamed' }).execute();
    const res = await importZip(t, 'saved_query', queryBundle, { user: 'analyst' });
    expect(res.statusCode).toBe(403);
    expect((res.json() as CommandErrorBody).errors[0]?.message).toBe(
      "Database doesn't exist and user doesn't have permission to create databases",
    );
    expect(
      Number(
        (
          await t.store.db
            .selectFrom('dbs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
  });
});
