import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  internetAddress,
  internetPort,
  parseNetwork,
  toExactJson,
} from '../../../server/api/routes/advanced-data-type';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call } from './helpers';

describe('advanced data types', () => {
  it.each([
    ['10.0.0.1', 167772161n, 167772161n],
    ['10.0.0.5/24', 167772160n, 167772415n],
    ['0.0.0.0/0', 0n, 4294967295n],
    ['::1', 1n, 1n],
    ['2001:db8::/32', 0x20010db8n << 96n, (0x20010db8n << 96n) + (1n << 96n) - 1n],
    ['::ffff:1.2.3.4', 0xffff01020304n, 0xffff01020304n],
    ['16909060', 16909060n, 16909060n],
  ])('internet_address reads %s as a range', (text, start, end) => {
    expect(parseNetwork(text)).toEqual({ start, end });
  });

  it.each(['abc', '1.2.3', '10.0.0.1/33', '1.2.3.4/x', '1.2.3.4/8/9'])(
    'internet_address refuses %s with Python’s wording',
    (text) => {
      expect(() => parseNetwork(text)).toThrow(`'${text}' does not appear to be an IPv4 or IPv6 network`);
    },
  );

  it('internet_address: integers for hosts, ranges for networks, display values, operators', () => {
    const res = internetAddress(['1.1.1.1', '10.0.0.0/30']);
    expect(res).toEqual({
      values: [16843009n, { start: 167772160n, end: 167772163n }],
      error_message: '',
      display_value: '16843009, 167772160 - 167772163',
      valid_filter_operators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
    expect(internetAddress(['1.1.1.1', 'nope'])).toMatchObject({
      error_message: "'nope' does not appear to be an IPv4 or IPv6 network",
      display_value: '16843009',
    });
    expect(internetAddress([''])).toMatchObject({ values: [['']], display_value: '' });
  });

  it('port: numbers 1-65535 and service names', () => {
    expect(internetPort(['https', '8080', 'FTP'])).toMatchObject({
      values: [[443], [8080], [20, 21]],
      display_value: '[443], [8080], [20, 21]',
      error_message: '',
    });
    expect(internetPort(['70000']).error_message).toBe("'70000' does not appear to be a port name or number");
    expect(internetPort(['gopherish']).error_message).toBe("'gopherish' does not appear to be a port name or number");
  });

  it('big integers reach the wire exactly', () => {
    expect(toExactJson({ v: (1n << 100n) + 1n, s: 'x' })).toBe('{"v":1267650600228229401496703205377,"s":"x"}');
  });
});

describe.each(STORE_KINDS)('bootstrap, advanced data types and dynamic plugins on %s', (kind) => {
  let t: TestInstance;
  let flipped: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance(kind, { TESSERA_ROW_LIMIT: '1234', TESSERA_DEFAULT_TIME_RANGE: 'Last week' });
    flipped = await startTestInstance(kind, {
      TESSERA_FEATURE_ENABLE_ADVANCED_DATA_TYPES: 'false',
      TESSERA_FEATURE_DYNAMIC_PLUGINS: 'true',
    });
    await addRoleUsers(t);
    await addRoleUsers(flipped);
  });
  afterAll(async () => {
    await t.close();
    await flipped.close();
  });

  it('bootstrap for a signed-in user: me body, role permissions, access lists, flags and conf', async () => {
    const res = await call(t, 'gamma', { url: '/api/v1/bootstrap/' });
    expect(res.statusCode).toBe(200);
    const boot = body<Record<string, Record<string, unknown>>>(res);
    expect(boot.user).toMatchObject({ username: 'gamma', first_name: 'gamma', is_anonymous: false });
    expect(boot.roles?.Gamma).toContainEqual(['can_read', 'Dashboard']);
    expect(boot.permissions).toEqual({ datasource_access: [], database_access: [] });
    expect(boot.feature_flags).toMatchObject({ ENABLE_ADVANCED_DATA_TYPES: true, DYNAMIC_PLUGINS: false });
    expect(boot.conf).toMatchObject({
      ROW_LIMIT: 1234,
      DEFAULT_TIME_FILTER: 'Last week',
      GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling',
      GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500,
      SUPERSET_WEBSERVER_TIMEOUT: 60,
      VIZ_TYPE_DENYLIST: [],
    });
    expect((boot.conf?.DASHBOARD_AUTO_REFRESH_INTERVALS as unknown[])[0]).toEqual([0, "Don't refresh"]);
    expect(boot.common).toMatchObject({ locale: 'en', conf: boot.conf, feature_flags: boot.feature_flags });
  });

  it('bootstrap lists granted dataset access', async () => {
    const role = await t.store.db
      .selectFrom('ab_role')
      .select('id')
      .where('name', '=', 'Gamma')
      .executeTakeFirstOrThrow();
    await t.store.db
      .insertInto('ab_role_permission')
      .values({ role_id: role.id, permission: 'datasource_access', view_menu: '[examples].[orders](id:1)' })
      .execute();
    const boot = body<{ permissions: Record<string, string[]> }>(await call(t, 'gamma', { url: '/api/v1/bootstrap/' }));
    expect(boot.permissions.datasource_access).toEqual(['[examples].[orders](id:1)']);
  });

  it('bootstrap answers 200 with user null when anonymous', async () => {
    const res = await call(t, 'anonymous', { url: '/api/v1/bootstrap/' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      user: null,
      roles: {},
      permissions: { datasource_access: [], database_access: [] },
    });
  });

  it('convert answers the advanced type result; unknown types and bad q answer 400', async () => {
    const res = await call(t, 'gamma', {
      url: `/api/v1/advanced_data_type/convert?q=${encodeURIComponent("(type:internet_address,values:!('2001:db8::1','10.0.0.0/31'))")}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"values":[42540766411282592856903984951653826561,{"start":167772160,"end":167772161}]');
    const port = body<{ result: { values: unknown[] } }>(
      await call(t, 'gamma', { url: '/api/v1/advanced_data_type/convert?q=(type:port,values:!(http))' }),
    );
    expect(port.result.values).toEqual([[80]]);
    const unknown = await call(t, 'gamma', { url: '/api/v1/advanced_data_type/convert?q=(type:zip_code,values:!(1))' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toEqual({ message: 'Invalid advanced data type: zip_code' });
    expect((await call(t, 'gamma', { url: '/api/v1/advanced_data_type/convert?q=(type:port)' })).statusCode).toBe(400);
    expect(body(await call(t, 'gamma', { url: '/api/v1/advanced_data_type/types' }))).toEqual({
      result: ['internet_address', 'port'],
    });
  });

  it.each([
    ['admin', 200],
    ['alpha', 200],
    ['gamma', 200],
    ['sqllab', 403],
    ['anonymous', 401],
  ] as const)('%s converts advanced types with %i', async (actor, status) => {
    expect((await call(t, actor, { url: '/api/v1/advanced_data_type/types' })).statusCode).toBe(status);
    expect((await call(t, actor, { url: '/api/v1/bootstrap/' })).statusCode).toBe(200);
  });

  it('flags: advanced data types 404 when off; dynamic plugins list empty when on, 404 when off', async () => {
    expect((await call(flipped, 'gamma', { url: '/api/v1/advanced_data_type/types' })).statusCode).toBe(404);
    expect((await call(t, 'gamma', { url: '/dynamic-plugins/api/read' })).statusCode).toBe(404);
    const plugins = await call(flipped, 'gamma', { url: '/dynamic-plugins/api/read' });
    expect(plugins.statusCode).toBe(200);
    expect(body(plugins)).toMatchObject({ result: [] });
    expect((await call(flipped, 'anonymous', { url: '/dynamic-plugins/api/read' })).statusCode).toBe(401);
  });
});
