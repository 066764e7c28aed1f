/** Connection checks of the database form: test_connection and validate_parameters, in Superset's error shapes. */
import { ApiError } from '../http/errors';
import { EngineUnavailableError, openEngine, parseUri, withPassword } from '../engines';

export interface ConnectionError {
  message: string;
  error_type: string;
  level: 'error' | 'warning';
  extra: Record<string, unknown>;
}

const ENGINE_NAMES: Record<string, string> = { duckdb: 'DuckDB', postgresql: 'PostgreSQL' };

/** Builds a URI from the dynamic form's parameters. */
export function uriFromParameters(engine: string, p: Record<string, unknown>): string {
  if (engine === 'duckdb') return `duckdb:///${String(p.database ?? '')}`;
  const user = encodeURIComponent(String(p.username ?? ''));
  const pass = p.password ? `:${encodeURIComponent(String(p.password))}` : '';
  const query =
    p.query && typeof p.query === 'object' ? new URLSearchParams(p.query as Record<string, string>).toString() : '';
  const ssl = p.encryption ? `${query ? '&' : ''}sslmode=require` : '';
  return `postgresql://${user}${pass}@${String(p.host ?? '')}:${String(p.port ?? '')}/${String(p.database ?? '')}${query || ssl ? `?${query}${ssl}` : ''}`;
}

/** Missing required parameters of the dynamic form, as CONNECTION_MISSING_PARAMETERS_ERROR. */
export function missingParameters(engine: string, p: Record<string, unknown>): ConnectionError[] {
  const required = engine === 'duckdb' ? ['database'] : ['database', 'host', 'port', 'username'];
  const missing = required.filter((k) => p[k] === undefined || p[k] === null || p[k] === '');
  const errors: ConnectionError[] = [];
  if (missing.length) {
    errors.push({
      message: `One or more parameters are missing: ${missing.join(', ')}`,
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      level: 'warning',
      extra: {
        missing,
        engine_name: ENGINE_NAMES[engine] ?? engine,
        issue_codes: [
          { code: 1018, message: 'Issue 1018 - One or more parameters needed to configure a database are missing.' },
        ],
      },
    });
  }
  if (
    p.port !== undefined &&
    p.port !== '' &&
    (!Number.isInteger(Number(p.port)) || Number(p.port) < 0 || Number(p.port) > 65535)
  ) {
    errors.push({
      message: 'Port must be a valid integer between 0 and 65535 (inclusive).',
      error_type: 'CONNECTION_INVALID_PORT_ERROR',
      level: 'error',
      extra: { invalid: ['port'], engine_name: ENGINE_NAMES[engine] ?? engine },
    });
  }
  return errors;
}

const invalidFields: Record<string, string[]> = {
  CONNECTION_ACCESS_DENIED_ERROR: ['username', 'password'],
  CONNECTION_INVALID_HOSTNAME_ERROR: ['host'],
  CONNECTION_PORT_CLOSED_ERROR: ['host', 'port'],
  CONNECTION_HOST_DOWN_ERROR: ['host', 'port'],
  CONNECTION_UNKNOWN_DATABASE_ERROR: ['database'],
};

/** Opens and probes a connection; failures become a 422 with Superset's `errors` list. */
export async function probeConnection(dataDir: string, uri: string, password: string | null): Promise<void> {
  let engineName = 'unknown';
  try {
    const parsed = parseUri(uri);
    engineName = parsed.engine;
    const conn = openEngine(dataDir, withPassword(uri, password), password);
    try {
      await conn.test();
    } finally {
      await conn.close().catch(() => undefined);
    }
  } catch (err) {
    const type = err instanceof EngineUnavailableError ? err.errorType : 'GENERIC_DB_ENGINE_ERROR';
    const message = err instanceof Error ? err.message : String(err);
    const error: ConnectionError = {
      message,
      error_type: type,
      level: 'error',
      extra: {
        engine_name: ENGINE_NAMES[engineName] ?? engineName,
        ...(invalidFields[type] ? { invalid: invalidFields[type] } : {}),
      },
    };
    throw new ApiError(422, message, { errors: [error], message });
  }
}
