/** Engine connections per database row, opened lazily, with the stored password unsealed only here. */
import { closeSync, existsSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { unseal } from '../security/crypto';
import type { MetaDb } from '../store/db';
import type { Limits } from '../config';
import { duckdbConnection, type DuckdbResources } from './duckdb';
import { QueryGate } from './gate';
import { postgresConnection } from './postgres';
import type { EngineConnection, EngineName } from './types';

export const MASKED_PASSWORD = 'XXXXXXXXXX';

export interface ParsedUri {
  engine: EngineName;
  /** DuckDB: the file path; PostgreSQL: the connection string without the password. */
  target: string;
  username: string | null;
  password: string | null;
  host: string | null;
  port: number | null;
  database: string | null;
  query: Record<string, string>;
}

/** Parses a SQLAlchemy-style URI of an engine Tessera can drive; throws with a readable message. */
export function parseUri(uri: string): ParsedUri {
  const m = /^([a-z0-9]+)(\+[a-z0-9_]+)?:\/\/(.*)$/i.exec(uri.trim());
  if (!m)
    throw new Error(
      'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name',
    );
  const scheme = (m[1] ?? '').toLowerCase();
  const rest = m[3] ?? '';
  if (scheme === 'duckdb') {
    const path = rest.startsWith('/') ? rest.slice(1) : rest;
    const [file, qs] = path.split('?');
    return {
      engine: 'duckdb',
      target: decodeURIComponent(file ?? ''),
      username: null,
      password: null,
      host: null,
      port: null,
      database: file ?? null,
      query: Object.fromEntries(new URLSearchParams(qs ?? '')),
    };
  }
  if (scheme === 'postgresql' || scheme === 'postgres') {
    let url: URL;
    try {
      url = new URL(`postgresql://${rest}`);
    } catch {
      throw new Error(
        'Invalid connection string, a valid string usually follows: postgresql://user:password@host:port/database',
      );
    }
    return {
      engine: 'postgresql',
      target: `postgresql://${rest}`,
      username: url.username ? decodeURIComponent(url.username) : null,
      password: url.password ? decodeURIComponent(url.password) : null,
      host: url.hostname || null,
      port: url.port ? Number(url.port) : null,
      database: url.pathname.replace(/^\//, '') || null,
      query: Object.fromEntries(url.searchParams),
    };
  }
  throw new Error(`Could not load database driver: ${scheme}`);
}

/** The URI with its password replaced by the mask, safe to show. */
export function maskUri(uri: string): string {
  return uri.replace(/^([a-z0-9+]+:\/\/[^:/@]+:)([^@]*)@/i, (_all, head: string) => `${head}${MASKED_PASSWORD}@`);
}

/** The URI with the given password put in place of the mask or the missing password. */
export function withPassword(uri: string, password: string | null): string {
  if (!password) return uri;
  const enc = encodeURIComponent(password);
  if (/^[a-z0-9+]+:\/\/[^:/@]+:[^@]*@/i.test(uri))
    return uri.replace(/^([a-z0-9+]+:\/\/[^:/@]+:)([^@]*)@/i, (_a, head: string) => `${head}${enc}@`);
  return uri.replace(/^([a-z0-9+]+:\/\/)([^:/@]+)@/i, (_a, head: string, user: string) => `${head}${user}:${enc}@`);
}

/** A DuckDB URI Tessera refuses to open; answers 422 wherever it surfaces. */
export class DuckdbPathError extends Error {
  readonly statusCode = 422;
}

const DUCKDB_EXTENSIONS = ['.duckdb', '.ddb', '.db'];
/** A DuckDB database file carries "DUCK" at byte 8 of its header. */
const DUCKDB_MAGIC = { offset: 8, text: 'DUCK' };

function hasDuckdbHeader(full: string): boolean {
  const fd = openSync(full, 'r');
  try {
    const head = Buffer.alloc(DUCKDB_MAGIC.offset + DUCKDB_MAGIC.text.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return read === head.length && head.toString('latin1', DUCKDB_MAGIC.offset) === DUCKDB_MAGIC.text;
  } finally {
    closeSync(fd);
  }
}

/**
 * Resolves a DuckDB file inside the data folder. Refused: files elsewhere (also through a link), hidden files and
 * folders (the upload staging folder), and anything that is not a DuckDB database: an existing file must carry
 * DuckDB's header, a new one must be named *.duckdb, *.ddb or *.db. So the configuration file, the metadata
 * store and uploaded files can never be opened as a database.
 */
export function duckdbPath(dataDir: string, file: string): string {
  if (file === ':memory:' || file === '') return ':memory:';
  const root = resolve(dataDir);
  const full = isAbsolute(file) ? resolve(file) : resolve(join(root, file));
  const inside = (p: string, base: string): boolean => {
    const rel = relative(base, p);
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  };
  if (!inside(full, root)) throw new DuckdbPathError('DuckDB databases must be files inside the Tessera data folder.');
  const notDuckdb = new DuckdbPathError(
    `${relative(root, full)} is not a DuckDB database; DuckDB databases must be DuckDB files (*.duckdb) inside the Tessera data folder.`,
  );
  if (
    relative(root, full)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    throw notDuckdb;
  if (!existsSync(full)) {
    if (!DUCKDB_EXTENSIONS.includes(extname(full).toLowerCase())) throw notDuckdb;
    return full;
  }
  const real = realpathSync(full);
  if (!inside(real, realpathSync(root)) || !statSync(real).isFile() || !hasDuckdbHeader(real)) throw notDuckdb;
  return full;
}

/** The `pg` connection string of a PostgreSQL URI (any driver suffix) with its password put in. */
export function postgresConnectionString(uri: string, password: string | null): string {
  return withPassword(uri.replace(/^postgres(ql)?(\+[a-z0-9_]+)?:/i, 'postgresql:'), password);
}

/** Opens a connection for a URI and optional plain password. */
export function openEngine(
  dataDir: string,
  uri: string,
  password: string | null,
  resources?: DuckdbResources,
): EngineConnection {
  const parsed = parseUri(uri);
  if (parsed.engine === 'duckdb') return duckdbConnection(duckdbPath(dataDir, parsed.target), resources);
  return postgresConnection(postgresConnectionString(uri, password ?? parsed.password));
}

/** The connection with every query run through the gate: its turn in this process, and its user's cap. */
function gated(conn: EngineConnection, gate: QueryGate): EngineConnection {
  return { ...conn, run: (sql, params, opts) => gate.run(opts?.userId ?? null, () => conn.run(sql, params, opts)) };
}

/** Connections of the stored databases, cached by id and dropped when a database changes; their queries share one gate. */
export class EngineRegistry {
  private readonly open = new Map<number, { conn: EngineConnection; uri: string }>();
  /** The gate every query of these connections passes (limits.maxRunningQueries, limits.maxQueriesPerUser). */
  readonly gate: QueryGate;

  constructor(
    private readonly db: MetaDb,
    private readonly dataDir: string,
    private readonly secretKey: string,
    private readonly limits?: Limits,
  ) {
    this.gate = new QueryGate({
      maxRunning: limits?.maxRunningQueries ?? Infinity,
      maxPerUser: limits?.maxQueriesPerUser ?? Infinity,
    });
  }

  /** The connection of a stored database; inside a metadata transaction pass it as `db` (SQLite has one connection). */
  async get(databaseId: number, db: MetaDb = this.db): Promise<EngineConnection> {
    const row = await db
      .selectFrom('dbs')
      .select(['sqlalchemy_uri', 'encrypted_password'])
      .where('id', '=', databaseId)
      .executeTakeFirst();
    if (!row) throw new Error(`Database ${databaseId} does not exist`);
    const uri = String(row.sqlalchemy_uri);
    const cached = this.open.get(databaseId);
    if (cached && cached.uri === uri) return cached.conn;
    if (cached) await cached.conn.close().catch(() => undefined);
    const password = row.encrypted_password ? unseal(this.secretKey, String(row.encrypted_password)) : null;
    const conn = gated(openEngine(this.dataDir, uri, password, this.limits), this.gate);
    this.open.set(databaseId, { conn, uri });
    return conn;
  }

  async invalidate(databaseId: number): Promise<void> {
    const cached = this.open.get(databaseId);
    this.open.delete(databaseId);
    await cached?.conn.close().catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    for (const id of [...this.open.keys()]) await this.invalidate(id);
  }
}

/** Engines offered by GET /api/v1/database/available/. */
export const AVAILABLE_ENGINES = [
  {
    name: 'DuckDB',
    engine: 'duckdb',
    engine_name: 'DuckDB',
    default_driver: 'duckdb_engine',
    available_drivers: ['duckdb_engine'],
    sqlalchemy_uri_placeholder: 'duckdb:///database.duckdb',
    preferred: true,
    supports_file_upload: true,
    supports_dynamic_catalog: false,
    supports_oauth2: false,
    parameters: {
      type: 'object',
      properties: { database: { type: 'string', description: 'DuckDB file inside the data folder' } },
      required: ['database'],
    },
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: true,
      supports_dynamic_catalog: false,
      supports_oauth2: false,
    },
  },
  {
    name: 'PostgreSQL',
    engine: 'postgresql',
    engine_name: 'PostgreSQL',
    default_driver: 'psycopg2',
    available_drivers: ['psycopg2'],
    sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
    preferred: true,
    supports_file_upload: true,
    supports_dynamic_catalog: false,
    supports_oauth2: false,
    parameters: {
      type: 'object',
      properties: {
        host: { type: 'string', description: 'Hostname or IP address' },
        port: { type: 'integer', format: 'int32', minimum: 0, maximum: 65536, description: 'Database port' },
        database: { type: 'string', description: 'Database name' },
        username: { type: 'string', nullable: true, description: 'Username' },
        password: { type: 'string', nullable: true, description: 'Password' },
        query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
        encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
      },
      required: ['database', 'host', 'port', 'username'],
    },
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: false,
      supports_dynamic_catalog: false,
      supports_oauth2: false,
    },
  },
];
