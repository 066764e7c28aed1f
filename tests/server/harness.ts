/** Test instances of the real server over a fresh SQLite file or a fresh PostgreSQL database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { TesseraConfig } from '../../server/config';
import { createUser } from '../../server/security/users';
import type { Store } from '../../server/store/db';
import { bootServer } from '../support/server';

export type StoreKind = 'sqlite' | 'postgresql';
export const STORE_KINDS: StoreKind[] = ['sqlite', 'postgresql'];
export const ADMIN_PASSWORD = 'admin-test-password';

export interface TestInstance {
  app: FastifyInstance;
  config: TesseraConfig;
  store: Store;
  /** Bearer token of a user, logged in through POST /api/v1/security/login. */
  token(username?: string, password?: string): Promise<string>;
  /** A request as a user (Bearer token), admin by default. */
  as(username: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  api(opts: InjectOptions): Promise<LightMyRequestResponse>;
  addUser(username: string, roles: string[]): Promise<number>;
  close(): Promise<void>;
}

/** A new, empty database on the throwaway PostgreSQL server (its URL). */
export async function freshPostgresUrl(): Promise<string> {
  const base = process.env.TESSERA_TEST_PG_URL;
  if (!base) throw new Error('TESSERA_TEST_PG_URL is not set: the PostgreSQL test server did not start');
  const name = `tessera_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return base.replace(/\/[^/]*$/, `/${name}`);
}

/** Starts a server on a temporary data folder with the chosen metadata store. */
export async function startTestInstance(
  kind: StoreKind = 'sqlite',
  env: Record<string, string> = {},
  options: { examples?: boolean } = {},
): Promise<TestInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const databaseUrl = kind === 'postgresql' ? await freshPostgresUrl() : '';
  const { app, config, store } = await bootServer({
    dataDir,
    adminPassword: ADMIN_PASSWORD,
    ...(options.examples ? { examples: true } : {}),
    env: {
      ...env,
      TESSERA_DATABASE_URL: databaseUrl,
      TESSERA_LOGIN_MAX_FAILURES: env.TESSERA_LOGIN_MAX_FAILURES ?? '5',
    },
  });
  const tokens = new Map<string, string>();
  const passwords = new Map<string, string>([['admin', ADMIN_PASSWORD]]);
  const token = async (username = 'admin', password?: string): Promise<string> => {
    const cached = tokens.get(username);
    if (cached && !password) return cached;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username, password: password ?? passwords.get(username), provider: 'db', refresh: true },
    });
    if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
    const t = (res.json() as { access_token: string }).access_token;
    tokens.set(username, t);
    return t;
  };
  const as = async (username: string, opts: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${await token(username)}` } });
  return {
    app,
    config,
    store,
    token,
    as,
    api: (opts) => as('admin', opts),
    addUser: async (username, roles) => {
      const password = `${username}-pw`;
      passwords.set(username, password);
      return createUser(store.db, {
        username,
        password,
        first_name: username,
        last_name: 'Tester',
        email: `${username}@example.com`,
        roles,
      });
    },
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
