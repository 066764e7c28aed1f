/** A server with a small DuckDB database for SQL Lab tests, and helpers to run SQL Lab requests. */
import type { LightMyRequestResponse } from 'fastify';
import { seedSmallDataset, type SmallDataset } from '../api/fixtures';
import { startTestInstance, type StoreKind, type TestInstance } from '../harness';

export interface SqlLabFixture {
  t: TestInstance;
  ds: SmallDataset;
  /** POST /api/v1/sqllab/execute/ as a user (admin by default). */
  execute(body: Record<string, unknown>, user?: string): Promise<LightMyRequestResponse>;
  /** Sets the database's allow_dml. */
  allowDml(on: boolean): Promise<void>;
}

let counter = 0;
/** A client id unique to the test run (≤ 11 characters). */
export const clientId = (): string => `c${(++counter).toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export async function startSqlLabFixture(kind: StoreKind, env: Record<string, string> = {}): Promise<SqlLabFixture> {
  const t = await startTestInstance(kind, env);
  const ds = await seedSmallDataset(t);
  await t.addUser('lab', ['sql_lab']);
  await t.addUser('lab2', ['sql_lab']);
  await t.addUser('gamma', ['Gamma']);
  return {
    t,
    ds,
    execute: (body, user = 'admin') =>
      t.as(user, {
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        payload: { database_id: ds.databaseId, client_id: clientId(), ...body },
      }),
    allowDml: async (on) => {
      const res = await t.api({ method: 'PUT', url: `/api/v1/database/${ds.databaseId}`, payload: { allow_dml: on } });
      if (res.statusCode !== 200) throw new Error(`allow_dml: ${res.body}`);
    },
  };
}
