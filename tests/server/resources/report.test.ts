import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanizeCrontab, isValidCrontab } from '../../../server/api/resources/report';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call, insertChart, insertDashboard, insertDatabase } from './helpers';

type Item = Record<string, unknown> & { id: number };
type Errors = { message: Record<string, string[]> };

describe('crontab checks', () => {
  it.each(['0 9 * * *', '*/5 * * * *', '@daily', '0 9 * * 1-5'])('accepts %s', (c) =>
    expect(isValidCrontab(c)).toBe(true),
  );
  it.each(['bad cron', '61 * * * *', '0 0 * * * *', ''])('refuses %s', (c) => expect(isValidCrontab(c)).toBe(false));
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/5 * * * *', 'Every 5 minutes'],
    ['0 9 * * *', 'At 09:00 AM'],
    ['30 14 * * 1', 'At 02:30 PM, only on Monday'],
    ['0 8 1 * *', 'At 08:00 AM, on day 1 of the month'],
  ])('humanizes %s as %s', (c, text) => expect(humanizeCrontab(c)).toBe(text));
});

describe.each(STORE_KINDS)('report resource on %s', (kind) => {
  let t: TestInstance;
  let ids: Awaited<ReturnType<typeof addRoleUsers>>;
  let chart: number;
  let dashboard: number;
  let dbId: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ids = await addRoleUsers(t);
    chart = await insertChart(t, 'Revenue', ids.alpha);
    dashboard = await insertDashboard(t, 'Sales', ids.alpha);
    dbId = await insertDatabase(t);
  });
  afterAll(async () => t.close());

  const report = (over: Record<string, unknown> = {}) => ({
    type: 'Report',
    name: 'Weekly sales',
    crontab: '0 9 * * 1',
    dashboard,
    creation_method: 'dashboards',
    report_format: 'PNG',
    recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.com' } }],
    ...over,
  });
  const post = (actor: 'alpha' | 'admin' | 'gamma', payload: Record<string, unknown>) =>
    call(t, actor, { method: 'POST', url: '/api/v1/report/', payload });

  it('creates a dashboard report with 201 and shows Superset’s fields', async () => {
    const res = await post('alpha', report());
    expect(res.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: Item }>(res);
    expect(result).toMatchObject({
      id,
      type: 'Report',
      name: 'Weekly sales',
      active: true,
      crontab: '0 9 * * 1',
      crontab_humanized: 'At 09:00 AM, only on Monday',
      timezone: 'UTC',
      creation_method: 'dashboards',
      dashboard: { id: dashboard, dashboard_title: 'Sales' },
      chart: null,
      database: null,
      report_format: 'PNG',
      recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target":"team@example.com"}' }],
      owners: [{ id: ids.alpha, first_name: 'alpha', last_name: 'Tester' }],
      working_timeout: 3600,
      grace_period: 14400,
      log_retention: 90,
    });
  });

  it('the report modal’s lookup filters: dashboard_id, creation_method and created_by', async () => {
    const q = `(filters:!((col:dashboard_id,opr:eq,value:${dashboard}),(col:creation_method,opr:eq,value:dashboards),(col:created_by,opr:rel_o_m,value:${ids.alpha})))`;
    const res = await call(t, 'alpha', { url: `/api/v1/report/?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    expect(body<{ result: Item[] }>(res).result.map((r) => r.name)).toEqual(['Weekly sales']);
    const byChart = `(filters:!((col:chart_id,opr:eq,value:${chart})))`;
    expect(
      body<{ count: number }>(await call(t, 'alpha', { url: `/api/v1/report/?q=${encodeURIComponent(byChart)}` }))
        .count,
    ).toBe(0);
  });

  it('one report per resource and creator (409); names unique per type (422)', async () => {
    const again = await post('alpha', report({ name: 'Another name' }));
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ message: 'Resource already has an attached report.' });
    const sameName = await post('alpha', report({ creation_method: 'alerts_reports' }));
    expect(sameName.statusCode).toBe(422);
    expect(body<Errors>(sameName).message).toEqual({ name: ['A report named "Weekly sales" already exists'] });
    const alertSameName = await post(
      'alpha',
      report({
        type: 'Alert',
        creation_method: 'alerts_reports',
        database: dbId,
        sql: 'SELECT 1',
        validator_type: 'operator',
        validator_config_json: { op: '>', threshold: 10 },
      }),
    );
    expect(alertSameName.statusCode).toBe(201);
    expect(body<{ result: Item }>(alertSameName).result).toMatchObject({
      type: 'Alert',
      database: { id: dbId, database_name: 'warehouse' },
      validator_config_json: '{"op":">","threshold":10}',
    });
  });

  it('validates chart or dashboard, database for alerts, crontab, timezone and enums with field messages', async () => {
    const both = await post('alpha', report({ name: 'both', chart, creation_method: 'alerts_reports' }));
    expect(body<Errors>(both).message).toEqual({ chart: ['Choose a chart or dashboard not both'] });
    const neither = await post(
      'alpha',
      report({ name: 'neither', dashboard: undefined, creation_method: 'alerts_reports' }),
    );
    expect(neither.statusCode).toBe(422);
    expect(body<Errors>(neither).message).toEqual({ chart: ['Must choose either a chart or a dashboard'] });
    const ghost = await post(
      'alpha',
      report({ name: 'ghost', dashboard: undefined, chart: 99999, creation_method: 'alerts_reports' }),
    );
    expect(body<Errors>(ghost).message).toEqual({ chart: ['Chart does not exist'] });
    const alertNoDb = await post('alpha', report({ name: 'alert', type: 'Alert', creation_method: 'alerts_reports' }));
    expect(body<Errors>(alertNoDb).message).toEqual({ database: ['Database is required for alerts'] });
    const reportDb = await post('alpha', report({ name: 'rdb', database: dbId, creation_method: 'alerts_reports' }));
    expect(body<Errors>(reportDb).message).toEqual({ database: ['Database reference is not allowed on a report'] });
    const cron = await post('alpha', report({ name: 'cron', crontab: 'every day' }));
    expect(cron.statusCode).toBe(400);
    expect(body<Errors>(cron).message.crontab).toEqual(['Cron expression is not valid']);
    const tz = await post('alpha', report({ name: 'tz', timezone: 'Mars/Olympus' }));
    expect(body<Errors>(tz).message.timezone).toEqual(['Must be a valid IANA time zone.']);
    const type = await post('alpha', report({ name: 'type', type: 'Digest' }));
    expect(Object.keys(body<Errors>(type).message)).toEqual(['type']);
    const recipient = await post('alpha', report({ name: 'rcpt', recipients: [{ type: 'Pigeon' }] }));
    expect(Object.keys(body<Errors>(recipient).message)).toEqual(['recipients.0.type']);
    const missing = await post('alpha', { type: 'Report' });
    expect(body<Errors>(missing).message).toMatchObject({
      name: ['Missing data for required field.'],
      crontab: ['Missing data for required field.'],
    });
    const zero = await post('alpha', report({ name: 'zero', working_timeout: 0 }));
    expect(body<Errors>(zero).message.working_timeout).toEqual(['Value must be greater than 0']);
  });

  it('PUT {active} alone works; owners only, admins always; chart replaces dashboard', async () => {
    const created = await post(
      'alpha',
      report({ name: 'Toggle me', chart, dashboard: undefined, creation_method: 'charts' }),
    );
    const id = body<{ id: number }>(created).id;
    const off = await call(t, 'alpha', { method: 'PUT', url: `/api/v1/report/${id}`, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(body<{ result: Item }>(off).result).toMatchObject({ active: false, chart: { id: chart } });
    const toDash = await call(t, 'alpha', { method: 'PUT', url: `/api/v1/report/${id}`, payload: { dashboard } });
    expect(body<{ result: Item }>(toDash).result).toMatchObject({ chart: null, dashboard: { id: dashboard } });
    await t.addUser('alpha2', ['Alpha']);
    const stranger = await t.as('alpha2', { method: 'PUT', url: `/api/v1/report/${id}`, payload: { active: true } });
    expect(stranger.statusCode).toBe(403);
    expect(body(stranger)).toEqual({ message: 'Changing this report is forbidden' });
    expect(
      (await call(t, 'admin', { method: 'PUT', url: `/api/v1/report/${id}`, payload: { active: true } })).statusCode,
    ).toBe(200);
    const shown = body<{
      result: Item & { chart: { id: number } | null; dashboard: { id: number } | null; owners: Array<{ id: number }> };
    }>(await call(t, 'alpha', { url: `/api/v1/report/${id}` })).result;
    const {
      id: _id,
      chart: _c,
      dashboard: shownDashboard,
      database: _d,
      owners,
      recipients: _r,
      validator_config_json: _v,
      ...rest
    } = shown;
    const roundTrip = await call(t, 'alpha', {
      method: 'PUT',
      url: `/api/v1/report/${id}`,
      payload: { ...rest, dashboard: shownDashboard?.id, owners: owners.map((o) => o.id) },
    });
    expect(roundTrip.statusCode).toBe(200);
    const badCron = await call(t, 'alpha', {
      method: 'PUT',
      url: `/api/v1/report/${id}`,
      payload: { crontab: '99 * * * *' },
    });
    expect(badCron.statusCode).toBe(400);
  });

  it('deletes one and many; a Gamma user sees only reports they own', async () => {
    const a = body<{ id: number }>(
      await post('alpha', report({ name: 'del a', creation_method: 'alerts_reports' })),
    ).id;
    const b = body<{ id: number }>(
      await post('alpha', report({ name: 'del b', creation_method: 'alerts_reports' })),
    ).id;
    const c = body<{ id: number }>(
      await post('alpha', report({ name: 'del c', creation_method: 'alerts_reports' })),
    ).id;
    expect((await call(t, 'gamma', { url: `/api/v1/report/${a}` })).statusCode).toBe(404);
    expect(body<{ count: number }>(await call(t, 'gamma', { url: '/api/v1/report/' })).count).toBe(0);
    expect(body(await call(t, 'alpha', { method: 'DELETE', url: `/api/v1/report/${a}` }))).toEqual({ message: 'OK' });
    expect(body(await call(t, 'alpha', { method: 'DELETE', url: `/api/v1/report/?q=!(${b},${c})` }))).toEqual({
      message: 'Deleted 2 report schedules',
    });
  });

  it.each([
    ['admin', 200, 201],
    ['alpha', 200, 201],
    ['gamma', 200, 403],
    ['sqllab', 403, 403],
    ['anonymous', 401, 401],
  ] as const)('%s: list %i, create %i', async (actor, read, write) => {
    expect((await call(t, actor, { url: '/api/v1/report/' })).statusCode).toBe(read);
    const res = await call(t, actor, {
      method: 'POST',
      url: '/api/v1/report/',
      payload: report({ name: `perm ${actor}`, creation_method: 'alerts_reports' }),
    });
    expect(res.statusCode).toBe(write);
  });
});
