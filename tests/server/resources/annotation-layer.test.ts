import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call } from './helpers';

type Item = Record<string, unknown> & { id: number };
type Errors = { message: Record<string, string[]> };

describe.each(STORE_KINDS)('annotation layers and annotations on %s', (kind) => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    await addRoleUsers(t);
  });
  afterAll(async () => t.close());

  const newLayer = async (name: string): Promise<number> => {
    const res = await call(t, 'alpha', {
      method: 'POST',
      url: '/api/v1/annotation_layer/',
      payload: { name, descr: `${name} layer` },
    });
    expect(res.statusCode).toBe(201);
    return body<{ id: number }>(res).id;
  };
  const annotation = (layer: number, payload: Record<string, unknown>) =>
    call(t, 'alpha', { method: 'POST', url: `/api/v1/annotation_layer/${layer}/annotation/`, payload });

  it('creates, shows, renames and lists layers; names must be unique', async () => {
    const id = await newLayer('Releases');
    const shown = body<{ result: Item }>(await call(t, 'gamma', { url: `/api/v1/annotation_layer/${id}` })).result;
    expect(shown).toMatchObject({ id, name: 'Releases', descr: 'Releases layer' });
    const dup = await call(t, 'alpha', {
      method: 'POST',
      url: '/api/v1/annotation_layer/',
      payload: { name: 'Releases' },
    });
    expect(dup.statusCode).toBe(422);
    expect(body<Errors>(dup).message).toEqual({ name: ['Name must be unique'] });
    const other = await newLayer('Incidents');
    const rename = await call(t, 'alpha', {
      method: 'PUT',
      url: `/api/v1/annotation_layer/${other}`,
      payload: { name: 'Releases' },
    });
    expect(rename.statusCode).toBe(422);
    const search = encodeURIComponent('(filters:!((col:name,opr:annotation_layer_all_text,value:incid)))');
    const list = body<{ count: number; result: Item[] }>(
      await call(t, 'gamma', { url: `/api/v1/annotation_layer/?q=${search}` }),
    );
    expect(list.result.map((r) => r.name)).toEqual(['Incidents']);
  });

  it('answers 400 naming the field for a missing or empty name', async () => {
    const missing = await call(t, 'alpha', {
      method: 'POST',
      url: '/api/v1/annotation_layer/',
      payload: { descr: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(body<Errors>(missing).message.name).toEqual(['Missing data for required field.']);
    const empty = await call(t, 'alpha', { method: 'POST', url: '/api/v1/annotation_layer/', payload: { name: '' } });
    expect(body<Errors>(empty).message.name).toEqual(['Length must be between 1 and 250.']);
  });

  it('annotations: create, get, list, update, with start_dttm <= end_dttm', async () => {
    const layer = await newLayer('Campaigns');
    const res = await annotation(layer, {
      short_descr: 'Spring sale',
      long_descr: 'Big one',
      start_dttm: '2024-03-01T00:00:00',
      end_dttm: '2024-03-15T00:00:00',
      json_metadata: '{"color": "red"}',
    });
    expect(res.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: Item }>(res);
    expect(result).toMatchObject({
      short_descr: 'Spring sale',
      start_dttm: '2024-03-01T00:00:00',
      end_dttm: '2024-03-15T00:00:00',
      layer: { id: layer, name: 'Campaigns' },
    });
    const got = await call(t, 'gamma', { url: `/api/v1/annotation_layer/${layer}/annotation/${id}` });
    expect(got.statusCode).toBe(200);
    const backwards = await annotation(layer, {
      short_descr: 'Oops',
      start_dttm: '2024-05-02',
      end_dttm: '2024-05-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(body<Errors>(backwards).message).toEqual({ start_dttm: ['End date must be after start date'] });
    const dup = await annotation(layer, {
      short_descr: 'Spring sale',
      start_dttm: '2024-05-01',
      end_dttm: '2024-05-02',
    });
    expect(body<Errors>(dup).message).toEqual({ short_descr: ['Short description must be unique for this layer'] });
    const badDate = await annotation(layer, { short_descr: 'x', start_dttm: 'yesterday-ish', end_dttm: '2024-05-02' });
    expect(badDate.statusCode).toBe(400);
    expect(body<Errors>(badDate).message.start_dttm).toEqual(['Not a valid datetime.']);
    const put = await call(t, 'alpha', {
      method: 'PUT',
      url: `/api/v1/annotation_layer/${layer}/annotation/${id}`,
      payload: { end_dttm: '2024-02-01T00:00:00' },
    });
    expect(put.statusCode).toBe(422);
    const ok = await call(t, 'alpha', {
      method: 'PUT',
      url: `/api/v1/annotation_layer/${layer}/annotation/${id}`,
      payload: { short_descr: 'Spring sale 2024' },
    });
    expect(body<{ result: Item }>(ok).result.short_descr).toBe('Spring sale 2024');
    const { id: _a, ...roundTrip } = body<{ result: Item }>(
      await call(t, 'alpha', { url: `/api/v1/annotation_layer/${layer}/annotation/${id}` }),
    ).result;
    expect(
      (
        await call(t, 'alpha', {
          method: 'PUT',
          url: `/api/v1/annotation_layer/${layer}/annotation/${id}`,
          payload: roundTrip,
        })
      ).statusCode,
    ).toBe(200);
    const { id: _l, ...layerBody } = body<{ result: Item }>(
      await call(t, 'alpha', { url: `/api/v1/annotation_layer/${layer}` }),
    ).result;
    expect(
      (await call(t, 'alpha', { method: 'PUT', url: `/api/v1/annotation_layer/${layer}`, payload: layerBody }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'alpha', { method: 'PUT', url: `/api/v1/annotation_layer/${layer}`, payload: { nmae: 'typo' } }))
        .statusCode,
    ).toBe(400);
    const list = body<{ count: number; result: Item[] }>(
      await call(t, 'gamma', {
        url: `/api/v1/annotation_layer/${layer}/annotation/?q=(order_column:start_dttm,order_direction:asc)`,
      }),
    );
    expect(list.count).toBe(1);
    expect(list.result[0]?.short_descr).toBe('Spring sale 2024');
  });

  it('a layer with annotations cannot be deleted; annotations delete singly and in bulk', async () => {
    const layer = await newLayer('Holidays');
    const a = body<{ id: number }>(
      await annotation(layer, { short_descr: 'New year', start_dttm: '2024-01-01', end_dttm: '2024-01-01' }),
    ).id;
    const b = body<{ id: number }>(
      await annotation(layer, { short_descr: 'Easter', start_dttm: '2024-03-31', end_dttm: '2024-04-01' }),
    ).id;
    const c = body<{ id: number }>(
      await annotation(layer, { short_descr: 'Labour day', start_dttm: '2024-05-01', end_dttm: '2024-05-01' }),
    ).id;
    const blocked = await call(t, 'alpha', { method: 'DELETE', url: `/api/v1/annotation_layer/${layer}` });
    expect(blocked.statusCode).toBe(422);
    expect(body(blocked)).toEqual({ message: 'Annotation layer has associated annotations.' });
    expect(
      body(await call(t, 'alpha', { method: 'DELETE', url: `/api/v1/annotation_layer/${layer}/annotation/${a}` })),
    ).toEqual({ message: 'OK' });
    expect(
      body(
        await call(t, 'alpha', {
          method: 'DELETE',
          url: `/api/v1/annotation_layer/${layer}/annotation/?q=!(${b},${c})`,
        }),
      ),
    ).toEqual({ message: 'Deleted 2 annotations' });
    expect(
      (await call(t, 'alpha', { method: 'DELETE', url: `/api/v1/annotation_layer/${layer}/annotation/?q=!(${b})` }))
        .statusCode,
    ).toBe(404);
    expect(body(await call(t, 'alpha', { method: 'DELETE', url: `/api/v1/annotation_layer/${layer}` }))).toEqual({
      message: 'OK',
    });
    expect((await call(t, 'gamma', { url: `/api/v1/annotation_layer/${layer}/annotation/` })).statusCode).toBe(404);
  });

  it.each([
    ['admin', 200, 201],
    ['alpha', 200, 201],
    ['gamma', 200, 403],
    ['sqllab', 403, 403],
    ['anonymous', 401, 401],
  ] as const)('%s: read %i, write %i', async (actor, read, write) => {
    const layer = await newLayer(`perm ${actor}`);
    expect((await call(t, actor, { url: '/api/v1/annotation_layer/' })).statusCode).toBe(read);
    expect((await call(t, actor, { url: `/api/v1/annotation_layer/${layer}/annotation/` })).statusCode).toBe(read);
    expect(
      (
        await call(t, actor, {
          method: 'POST',
          url: '/api/v1/annotation_layer/',
          payload: { name: `made by ${actor}` },
        })
      ).statusCode,
    ).toBe(write);
    const made = await call(t, actor, {
      method: 'POST',
      url: `/api/v1/annotation_layer/${layer}/annotation/`,
      payload: { short_descr: 'x', start_dttm: '2024-01-01', end_dttm: '2024-01-02' },
    });
    expect(made.statusCode).toBe(write);
  });
});
