import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call } from './helpers';

interface Plugin {
  id: number;
  name: string;
  key: string;
  bundle_url: string;
}

describe.each(STORE_KINDS)('dynamic plugins on %s (spec 002 §7)', (kind) => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance(kind, { TESSERA_FEATURE_DYNAMIC_PLUGINS: 'true' });
    await addRoleUsers(t);
  });
  afterAll(async () => t?.close());

  const list = async (): Promise<Plugin[]> =>
    body<{ result: Plugin[] }>(await call(t, 'gamma', { url: '/dynamic-plugins/api/read' })).result;
  const create = (payload: Record<string, unknown>) =>
    call(t, 'admin', { method: 'POST', url: '/dynamic-plugins/api/create', payload });

  it('S6.03 the admin stores a plugin, every user lists it, the admin changes and deletes it', async () => {
    const created = await create({
      name: 'Hello',
      key: 'hello_chart',
      bundle_url: '/dynamic-plugins/bundles/hello.js',
    });
    expect(created.statusCode).toBe(200);
    const item = body<{ message: string; item: Plugin }>(created);
    expect(item.message).toBe('Added Row');
    expect(item.item).toMatchObject({
      name: 'Hello',
      key: 'hello_chart',
      bundle_url: '/dynamic-plugins/bundles/hello.js',
    });
    expect(await list()).toEqual([item.item]);

    const updated = await call(t, 'admin', {
      method: 'PUT',
      url: `/dynamic-plugins/api/update/${item.item.id}`,
      payload: { bundle_url: 'https://cdn.example.com/hello.js' },
    });
    expect(body(updated)).toMatchObject({
      message: 'Changed Row',
      item: { key: 'hello_chart', bundle_url: 'https://cdn.example.com/hello.js' },
    });

    const deleted = await call(t, 'admin', { method: 'DELETE', url: `/dynamic-plugins/api/delete/${item.item.id}` });
    expect(body(deleted)).toMatchObject({ message: 'Deleted Row' });
    expect(await list()).toEqual([]);
  });

  it('S6.03 bad plugins are refused with a clear 4xx and change nothing', async () => {
    const kept = body<{ item: Plugin }>(
      await create({ name: 'Kept', key: 'kept', bundle_url: '/dynamic-plugins/bundles/kept.js' }),
    ).item;
    const refused = [
      [await create({ name: 'Script', key: 'script', bundle_url: 'javascript:alert(1)' }), 400],
      [await create({ name: 'Data', key: 'data', bundle_url: 'data:text/javascript,alert(1)' }), 400],
      [await create({ name: 'Other host', key: 'other', bundle_url: '//evil.example/x.js' }), 400],
      [await create({ name: 'Spaces', key: 'has space', bundle_url: '/x.js' }), 400],
      [await create({ name: 'x'.repeat(51), key: 'long', bundle_url: '/long.js' }), 400],
      [await create({ name: 'Again', key: 'kept', bundle_url: '/again.js' }), 422],
      [await create({ name: 'Extra', key: 'extra', bundle_url: '/extra.js', owner: 1 }), 400],
      [
        await call(t, 'admin', { method: 'PUT', url: '/dynamic-plugins/api/update/99999', payload: { name: 'Nope' } }),
        404,
      ],
      [
        await call(t, 'admin', {
          method: 'PUT',
          url: `/dynamic-plugins/api/update/${kept.id}`,
          payload: { bundle_url: 'file:///etc/passwd' },
        }),
        400,
      ],
      [await call(t, 'admin', { method: 'DELETE', url: '/dynamic-plugins/api/delete/99999' }), 404],
    ] as const;
    for (const [res, status] of refused) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toHaveProperty('message');
    }
    expect(body<{ message: Record<string, string[]> }>(refused[5][0]).message.key).toEqual([
      'A plugin with this key already exists.',
    ]);
    expect(await list()).toEqual([kept]);
  });

  it('S6.03 bundles in <data dir>/plugins are served from this origin to signed-in users', async () => {
    const dir = join(t.config.dataDir, 'plugins');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'hello.js'), 'export default {};\n');
    const res = await call(t, 'gamma', { url: '/dynamic-plugins/bundles/hello.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toBe('export default {};\n');
    expect((await call(t, 'anonymous', { url: '/dynamic-plugins/bundles/hello.js' })).statusCode).toBe(401);
    expect((await call(t, 'gamma', { url: '/dynamic-plugins/bundles/missing.js' })).statusCode).toBe(404);
    expect((await call(t, 'gamma', { url: '/dynamic-plugins/bundles/..%2Ftessera.config.json' })).statusCode).toBe(404);
    expect((await call(t, 'gamma', { url: '/dynamic-plugins/bundles/tessera.db' })).statusCode).toBe(404);
  });
});
