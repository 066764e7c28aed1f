import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { ACTORS, addRoleUsers, call, type Actor } from './helpers';

// Every mutating endpoint is called on a missing object or with an empty body: a caller with the permission gets
// past the gate (404 or 400), one without it gets 403, and an anonymous caller 401. Nothing is changed.
const MISSING = 999_999;
type Gate = { name: string; opts: InjectOptions; pass: number; allowed: Actor[] };

const SAVED_QUERY: Actor[] = ['admin', 'sqllab'];
const ALPHA_UP: Actor[] = ['admin', 'alpha'];
const ADMIN: Actor[] = ['admin'];
const SIGNED_IN: Actor[] = ['admin', 'alpha', 'gamma', 'sqllab'];
const GAMMA_UP: Actor[] = ['admin', 'alpha', 'gamma'];

const GATES: Gate[] = [
  {
    name: 'POST saved_query',
    opts: { method: 'POST', url: '/api/v1/saved_query/', payload: {} },
    pass: 400,
    allowed: SAVED_QUERY,
  },
  {
    name: 'PUT saved_query',
    opts: { method: 'PUT', url: `/api/v1/saved_query/${MISSING}`, payload: {} },
    pass: 404,
    allowed: SAVED_QUERY,
  },
  {
    name: 'DELETE saved_query',
    opts: { method: 'DELETE', url: `/api/v1/saved_query/${MISSING}` },
    pass: 404,
    allowed: SAVED_QUERY,
  },
  {
    name: 'bulk DELETE saved_query',
    opts: { method: 'DELETE', url: `/api/v1/saved_query/?q=!(${MISSING})` },
    pass: 404,
    allowed: SAVED_QUERY,
  },
  {
    name: 'POST query/stop',
    opts: { method: 'POST', url: '/api/v1/query/stop', payload: {} },
    pass: 400,
    allowed: SAVED_QUERY,
  },
  {
    name: 'POST annotation_layer',
    opts: { method: 'POST', url: '/api/v1/annotation_layer/', payload: {} },
    pass: 400,
    allowed: ALPHA_UP,
  },
  {
    name: 'PUT annotation_layer',
    opts: { method: 'PUT', url: `/api/v1/annotation_layer/${MISSING}`, payload: {} },
    pass: 404,
    allowed: ALPHA_UP,
  },
  {
    name: 'DELETE annotation_layer',
    opts: { method: 'DELETE', url: `/api/v1/annotation_layer/${MISSING}` },
    pass: 404,
    allowed: ALPHA_UP,
  },
  {
    name: 'bulk DELETE annotation_layer',
    opts: { method: 'DELETE', url: `/api/v1/annotation_layer/?q=!(${MISSING})` },
    pass: 404,
    allowed: ALPHA_UP,
  },
  {
    name: 'POST annotation',
    opts: { method: 'POST', url: `/api/v1/annotation_layer/${MISSING}/annotation/`, payload: {} },
    pass: 404,
    allowed: ALPHA_UP,
  },
  {
    name: 'PUT annotation',
    opts: { method: 'PUT', url: `/api/v1/annotation_layer/${MISSING}/annotation/1`, payload: {} },
    pass: 404,
    allowed: ALPHA_UP,
  },
  {
    name: 'DELETE annotation',
    opts: { method: 'DELETE', url: `/api/v1/annotation_layer/${MISSING}/annotation/1` },
    pass: 404,
    allowed: ALPHA_UP,
  },
  {
    name: 'bulk DELETE annotation',
    opts: { method: 'DELETE', url: `/api/v1/annotation_layer/${MISSING}/annotation/?q=!(1)` },
    pass: 404,
    allowed: ALPHA_UP,
  },
  { name: 'POST report', opts: { method: 'POST', url: '/api/v1/report/', payload: {} }, pass: 400, allowed: ALPHA_UP },
  {
    name: 'PUT report',
    opts: { method: 'PUT', url: `/api/v1/report/${MISSING}`, payload: { active: false } },
    pass: 404,
    allowed: ALPHA_UP,
  },
  { name: 'DELETE report', opts: { method: 'DELETE', url: `/api/v1/report/${MISSING}` }, pass: 404, allowed: ALPHA_UP },
  {
    name: 'bulk DELETE report',
    opts: { method: 'DELETE', url: `/api/v1/report/?q=!(${MISSING})` },
    pass: 404,
    allowed: ALPHA_UP,
  },
  {
    name: 'POST user',
    opts: { method: 'POST', url: '/api/v1/security/users/', payload: {} },
    pass: 400,
    allowed: ADMIN,
  },
  {
    name: 'PUT user',
    opts: { method: 'PUT', url: `/api/v1/security/users/${MISSING}`, payload: {} },
    pass: 404,
    allowed: ADMIN,
  },
  {
    name: 'DELETE user',
    opts: { method: 'DELETE', url: `/api/v1/security/users/${MISSING}` },
    pass: 404,
    allowed: ADMIN,
  },
  {
    name: 'POST role',
    opts: { method: 'POST', url: '/api/v1/security/roles/', payload: {} },
    pass: 400,
    allowed: ADMIN,
  },
  {
    name: 'PUT role',
    opts: { method: 'PUT', url: `/api/v1/security/roles/${MISSING}`, payload: {} },
    pass: 404,
    allowed: ADMIN,
  },
  {
    name: 'DELETE role',
    opts: { method: 'DELETE', url: `/api/v1/security/roles/${MISSING}` },
    pass: 404,
    allowed: ADMIN,
  },
  {
    name: 'POST datasource/save',
    opts: { method: 'POST', url: '/datasource/save/', payload: {} },
    pass: 400,
    allowed: SIGNED_IN,
  },
  {
    name: 'POST explore permalink',
    opts: { method: 'POST', url: '/api/v1/explore/permalink', payload: {} },
    pass: 400,
    allowed: GAMMA_UP,
  },
  {
    name: 'POST dashboard permalink',
    opts: { method: 'POST', url: `/api/v1/dashboard/${MISSING}/permalink`, payload: {} },
    pass: 404,
    allowed: GAMMA_UP,
  },
  {
    name: 'favstar select',
    opts: { url: `/superset/favstar/Dashboard/${MISSING}/select/` },
    pass: 404,
    allowed: GAMMA_UP,
  },
  {
    name: 'favstar unselect',
    opts: { url: `/superset/favstar/slice/${MISSING}/unselect/` },
    pass: 404,
    allowed: GAMMA_UP,
  },
];

describe.each(STORE_KINDS)('permission matrix of every mutating endpoint on %s', (kind) => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    await addRoleUsers(t);
  });
  afterAll(async () => t.close());

  it.each(ACTORS)('%s meets each gate as its role allows', async (actor) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const gate of GATES) {
      seen[gate.name] = (await call(t, actor, gate.opts)).statusCode;
      expected[gate.name] = actor === 'anonymous' ? 401 : gate.allowed.includes(actor) ? gate.pass : 403;
    }
    expect(seen).toEqual(expected);
  });
});
