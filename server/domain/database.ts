/** Databases: what a create or update accepts, the connection behind each, the writes, and how one reads in the API. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ApiError, unprocessable } from '../http/errors';
import { AVAILABLE_ENGINES, EngineRegistry, maskUri, MASKED_PASSWORD, parseUri } from '../engines';
import { seal, unseal } from '../security/crypto';
import { storedServerCert } from '../security/server-cert';
import type { MetaTrx as Trx } from '../store/db';
import type { ColumnValues } from '../store/schema';
import { auditFields, bool, changedStamp, createdStamp, parseJsonText } from './audit';
import { probeConnection, uriFromParameters } from './database-connect';
import { peopleById } from './owners';
import type { Actor, Row } from './types';
import { required } from './values';

const flags = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_file_upload',
  'impersonate_user',
] as const;

const fields = {
  database_name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  sqlalchemy_uri: z.string().min(1).max(1024).optional(),
  engine: z.string().optional(),
  driver: z.string().optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
  cache_timeout: z.number().int().nullable().optional(),
  force_ctas_schema: z.string().nullable().optional(),
  extra: z.string().optional(),
  server_cert: z.string().nullable().optional(),
  masked_encrypted_extra: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.string().optional(),
  catalog: z.unknown().optional(),
  ssh_tunnel: z.unknown().optional(),
  ...Object.fromEntries(flags.map((f) => [f, z.boolean().optional()])),
} as Record<string, z.ZodType>;
/** What a new database accepts (DatabasePostSchema). */
export const databaseCreateSchema = z.strictObject(fields);
/** What a database update accepts (DatabasePutSchema): every field optional. */
export const databaseUpdateSchema = z.strictObject({
  ...fields,
  database_name: (fields.database_name as z.ZodString).optional(),
});
/** What a connection test accepts (DatabaseTestConnectionSchema). */
export const databaseTestSchema = z.object({ ...fields, database_name: z.string().optional() });

/** A database body that passed one of the schemas above. */
export type DbBody = Record<string, unknown>;

/** The instance's engine connections, opened once per app. */
export function engineRegistry(scope: Pick<Actor, 'ctx'>): EngineRegistry {
  let reg = scope.ctx.services.get('engines') as EngineRegistry | undefined;
  if (!reg) {
    reg = new EngineRegistry(
      scope.ctx.store.db,
      scope.ctx.config.dataDir,
      scope.ctx.config.secretKey,
      scope.ctx.config.limits,
    );
    scope.ctx.services.set('engines', reg);
  }
  return reg;
}

/** The URI and password a body describes; a masked password keeps the stored one. */
/** The connection a body asks for: its URI (password masked) and the password, the stored one when masked or left out. */
export function connectionOf(
  body: DbBody,
  stored: Row | null,
  secretKey: string,
): { uri: string; password: string | null } {
  let uri = typeof body.sqlalchemy_uri === 'string' ? body.sqlalchemy_uri : null;
  if (!uri && body.parameters && typeof body.engine === 'string')
    uri = uriFromParameters(body.engine, body.parameters as Record<string, unknown>);
  if (!uri && stored) uri = String(stored.sqlalchemy_uri);
  if (!uri) throw unprocessable({ sqlalchemy_uri: ['Missing data for required field.'] });
  let parsed;
  try {
    parsed = parseUri(uri);
  } catch (err) {
    throw unprocessable({ sqlalchemy_uri: [(err as Error).message] });
  }
  let password = parsed.password;
  if (password === MASKED_PASSWORD || (password === null && stored?.encrypted_password)) {
    password = stored?.encrypted_password ? unseal(secretKey, String(stored.encrypted_password)) : null;
  }
  return { uri: maskUri(uri), password };
}

/** Creates (`row` null) or changes a database; a changed connection is probed first. */
export async function writeDatabase(trx: Trx, row: Row | null, body: DbBody, scope: Actor): Promise<number> {
  const { config } = scope.ctx;
  const name = typeof body.database_name === 'string' ? body.database_name.trim() : undefined;
  if (name !== undefined) {
    let q = trx.selectFrom('dbs').select('id').where('database_name', '=', name);
    if (row) q = q.where('id', '!=', Number(row.id));
    if (await q.executeTakeFirst())
      throw unprocessable({ database_name: 'A database with the same name already exists.' });
  }
  if (typeof body.extra === 'string' && body.extra && parseJsonText<unknown>(body.extra, undefined) === undefined)
    throw unprocessable({ extra: ['Field cannot be decoded by JSON.'] });
  const touchesConnection = body.sqlalchemy_uri !== undefined || body.parameters !== undefined || !row;
  const values: ColumnValues<'dbs'> = {};
  if (touchesConnection) {
    const { uri, password } = connectionOf(body, row, config.secretKey);
    await probeConnection(config.dataDir, uri, password).catch((err: unknown) => {
      if (err instanceof ApiError)
        throw new ApiError(422, 'Connection failed, please check your connection settings', {
          message: 'Connection failed, please check your connection settings',
          errors: (err.body as { errors?: unknown }).errors,
        });
      throw err;
    });
    values.sqlalchemy_uri = uri;
    values.engine = parseUri(uri).engine;
    values.encrypted_password = password ? seal(config.secretKey, password) : null;
  }
  if (name !== undefined) values.database_name = name;
  for (const f of flags) if (body[f] !== undefined) values[f] = body[f] ? 1 : 0;
  // The body passed `fields` above: cache_timeout is a number or null, the others text or null.
  if (body.cache_timeout !== undefined) values.cache_timeout = body.cache_timeout as number | null;
  for (const f of ['force_ctas_schema', 'extra', 'external_url'] as const)
    if (body[f] !== undefined) values[f] = body[f] as string | null;
  if (body.server_cert !== undefined)
    values.server_cert = storedServerCert(
      config.secretKey,
      (body.server_cert as string | null) ?? null,
      row?.server_cert,
    );
  if (body.is_managed_externally !== undefined) values.is_managed_externally = body.is_managed_externally ? 1 : 0;
  if (body.masked_encrypted_extra) values.encrypted_extra = seal(config.secretKey, String(body.masked_encrypted_extra));
  if (!row) {
    const created = await trx
      .insertInto('dbs')
      .values({
        ...createdStamp(scope.user.id, typeof body.uuid === 'string' ? body.uuid : randomUUID()),
        ...values,
        database_name: required(values.database_name, 'database_name'),
        sqlalchemy_uri: required(values.sqlalchemy_uri, 'sqlalchemy_uri'),
        engine: required(values.engine, 'sqlalchemy_uri'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(created.id);
  }
  await trx
    .updateTable('dbs')
    .set({ ...values, ...changedStamp(scope.user.id) })
    .where('id', '=', Number(row.id))
    .execute();
  await engineRegistry(scope).invalidate(Number(row.id));
  return Number(row.id);
}

/** Databases as the list (and, with `detail`, the show) endpoint answers them. */
export async function renderDatabases(rows: Row[], scope: Actor, detail: boolean): Promise<Row[]> {
  const people = await peopleById(
    scope.ctx.store.db,
    rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]),
  );
  return rows.map((r) => {
    const engine = String(r.engine);
    const info = AVAILABLE_ENGINES.find((e) => e.engine === engine);
    const item: Row = {
      id: Number(r.id),
      database_name: r.database_name,
      backend: engine,
      engine,
      driver: info?.default_driver ?? null,
      expose_in_sqllab: bool(r.expose_in_sqllab),
      allow_run_async: bool(r.allow_run_async),
      allow_ctas: bool(r.allow_ctas),
      allow_cvas: bool(r.allow_cvas),
      allow_dml: bool(r.allow_dml),
      allow_file_upload: bool(r.allow_file_upload),
      allow_multi_catalog: false,
      force_ctas_schema: r.force_ctas_schema ?? null,
      explore_database_id: Number(r.id),
      extra: r.extra ?? '{}',
      disable_data_preview: false,
      engine_information: info?.engine_information ?? {},
      uuid: r.uuid ?? null,
      ...auditFields(r, people),
    };
    if (detail) {
      let parameters: Row = {};
      try {
        const p = parseUri(String(r.sqlalchemy_uri));
        parameters =
          engine === 'duckdb'
            ? { database: p.database }
            : {
                host: p.host,
                port: p.port,
                database: p.database,
                username: p.username,
                password: p.password ? MASKED_PASSWORD : null,
                query: p.query,
              };
      } catch {
        parameters = {};
      }
      Object.assign(item, {
        sqlalchemy_uri: maskUri(String(r.sqlalchemy_uri)),
        parameters,
        parameters_schema: info?.parameters ?? {},
        configuration_method: 'sqlalchemy_form',
        cache_timeout: r.cache_timeout ?? null,
        impersonate_user: bool(r.impersonate_user),
        server_cert: r.server_cert ? MASKED_PASSWORD : null,
        masked_encrypted_extra: r.encrypted_extra ? '{}' : null,
        is_managed_externally: bool(r.is_managed_externally),
        external_url: r.external_url ?? null,
      });
    }
    return item;
  });
}
