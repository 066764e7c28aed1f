/** POST /api/v1/database/{pk}/upload/ and /api/v1/database/upload_metadata/: CSV, columnar and Excel uploads. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBody, type RequestScope, type Row } from '../api/resource';
import { engineRegistry } from '../domain/database';
import { createDataset, datasetCreateSchema } from '../domain/dataset';
import { sourceColumns, syncColumns } from '../domain/dataset-sync';
import { ApiError, forbidden, notFound } from '../http/errors';
import { databasePerm } from '../security/access';
import { requireUser } from '../security/auth';
import { hasPermission, isAdmin, type Principal } from '../security/principal';
import { UPLOAD_VIEWS } from '../security/roles';
import { commandError } from '../transfer';
import { excelSheets } from './excel';
import { readUploadForm, withoutServerPaths, type UploadForm } from './form';
import { readOptions, uploadOptions, type UploadType } from './options';
import { parseUpload } from './read';
import { defaultSchema, uploadWritableDirs, writeUpload, type Target } from './write';

const PREVIEW_ROWS = 100;

/** The spec's rule: the form permission on the matching upload view. */
function requireUploadForm(user: Principal, type: UploadType): void {
  if (!hasPermission(user, 'can_this_form_get', UPLOAD_VIEWS[type])) throw forbidden();
}

/** A database that allows uploads into the schema, and that the user may reach. */
function allowsUpload(user: Principal, db: Row, schema: string): boolean {
  if (!Number(db.allow_file_upload)) return false;
  let allowed: unknown = [];
  try {
    allowed =
      (JSON.parse(String(db.extra ?? '{}')) as { schemas_allowed_for_file_upload?: unknown })
        .schemas_allowed_for_file_upload ?? [];
  } catch {
    allowed = [];
  }
  if (Array.isArray(allowed) && allowed.length && !allowed.includes(schema)) return false;
  const reach =
    isAdmin(user) ||
    hasPermission(user, 'all_database_access', 'all_database_access') ||
    hasPermission(user, 'all_datasource_access', 'all_datasource_access') ||
    user.permissions.has(`database_access|${databasePerm(String(db.database_name), Number(db.id))}`);
  return reach;
}

function requireFile(form: UploadForm): { path: string } {
  if (!form.file) throw new ApiError(400, 'Bad request', { message: { file: ['Field may not be null.'] } });
  if (form.file.truncated) throw commandError(422, 'File size exceeds the maximum allowed size.');
  return form.file;
}

async function registerDataset(scope: RequestScope, databaseId: number, schema: string, table: string): Promise<void> {
  const db = scope.ctx.store.db;
  const conn = await engineRegistry(scope).get(databaseId);
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('tables')
      .select('id')
      .where('database_id', '=', databaseId)
      .where('schema', '=', schema)
      .where('table_name', '=', table)
      .executeTakeFirst();
    if (!existing) {
      await createDataset(
        trx,
        scope,
        parseBody(datasetCreateSchema, { database: databaseId, schema, table_name: table }),
      );
      return;
    }
    const cols = await sourceColumns(conn, { schema, table_name: table, sql: null });
    await syncColumns(trx, Number(existing.id), cols, scope.user.id);
  });
}

/** Runs `work` on the request's form; its errors name the uploaded file, never a server path. */
async function withForm<T>(req: FastifyRequest, work: (form: UploadForm) => Promise<T>): Promise<T> {
  const form = await readUploadForm(req);
  try {
    return await work(form);
  } catch (err) {
    throw err instanceof ApiError ? withoutServerPaths(err, form, [req.server.tessera.config.dataDir]) : err;
  } finally {
    await form.cleanup();
  }
}

/**
 * Replacing or appending to a table changes every dataset on it, so a user who is not an admin must own
 * them all; nothing is written otherwise.
 */
async function requireTableOwnership(scope: RequestScope, db: Row, schema: string, table: string): Promise<void> {
  if (isAdmin(scope.user)) return;
  const onTable = await scope.ctx.store.db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', Number(db.id))
    .where('table_name', '=', table)
    .where((eb) =>
      schema === defaultSchema(String(db.sqlalchemy_uri))
        ? eb.or([eb('schema', '=', schema), eb('schema', 'is', null)])
        : eb('schema', '=', schema),
    )
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .execute();
  if (!onTable.length) return;
  const ids = onTable.map((r) => Number(r.id));
  const owned = await scope.ctx.store.db
    .selectFrom('sqlatable_user')
    .select('table_id')
    .where('table_id', 'in', ids)
    .where('user_id', '=', scope.user.id)
    .execute();
  if (new Set(owned.map((o) => Number(o.table_id))).size !== ids.length) {
    throw commandError(
      403,
      `Replacing or appending to table "${table}" is forbidden: you do not own every dataset on it`,
    );
  }
}

/** Registers the upload and preview routes. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/v1/database/:pk/upload/', async (req, reply) => {
    const user = requireUser(req);
    const scope: RequestScope = { ctx: app.tessera, user, req };
    return withForm(req, async (form) => {
      const options = uploadOptions(form.fields);
      requireUploadForm(user, options.type);
      const id = Number((req.params as { pk: string }).pk);
      const db = Number.isInteger(id)
        ? ((await scope.ctx.store.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst()) as
            Row | undefined)
        : undefined;
      if (!db) throw notFound('Database not found.');
      const schema = options.schema ?? defaultSchema(String(db.sqlalchemy_uri));
      if (!allowsUpload(user, db, schema)) throw commandError(403, 'Database schema is not allowed for csv uploads.');
      const file = requireFile(form);
      if (options.alreadyExists !== 'fail') await requireTableOwnership(scope, db, schema, options.tableName);
      const target: Target = {
        uri: String(db.sqlalchemy_uri),
        sealedPassword: (db.encrypted_password as string | null) ?? null,
        secretKey: scope.ctx.config.secretKey,
        dataDir: scope.ctx.config.dataDir,
        schema,
        table: options.tableName,
        alreadyExists: options.alreadyExists,
      };
      const parsed = await parseUpload(file.path, options, null, uploadWritableDirs(target));
      try {
        await writeUpload(parsed, target);
      } finally {
        parsed.close();
      }
      await registerDataset(scope, Number(db.id), schema, options.tableName);
      return reply.status(201).send({ message: 'OK' });
    });
  });

  app.post('/api/v1/database/upload_metadata/', async (req) => {
    const user = requireUser(req);
    return withForm(req, async (form) => {
      const options = readOptions(form.fields);
      requireUploadForm(user, options.type);
      const file = requireFile(form);
      if (options.type === 'excel') {
        const sheets = await excelSheets(file.path, options);
        const items = [];
        for (const sheet of sheets) {
          const parsed = await parseUpload(
            file.path,
            { ...options, sheetName: sheet.sheet_name, columnsRead: [], columnDates: [], indexColumn: null },
            PREVIEW_ROWS,
          );
          items.push({
            sheet_name: sheet.sheet_name,
            column_names: parsed.columns.map((c) => c.name),
            column_types: parsed.columns.map((c) => c.type),
          });
          parsed.close();
        }
        return { result: { items } };
      }
      const parsed = await parseUpload(
        file.path,
        { ...options, columnsRead: [], columnDates: [], indexColumn: null },
        PREVIEW_ROWS,
      );
      parsed.close();
      return {
        result: {
          items: [
            {
              column_names: parsed.columns.map((c) => c.name),
              column_types: parsed.columns.map((c) => c.type),
              sheet_name: null,
            },
          ],
        },
      };
    });
  });
}
