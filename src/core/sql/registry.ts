import type { Dialect, DialectName } from './dialect';
import { duckdbDialect } from './duckdb';
import { postgresDialect } from './postgres';

const DIALECTS: Record<DialectName, Dialect> = { duckdb: duckdbDialect, postgresql: postgresDialect };

/** The dialect of an engine by name (`postgres` is accepted for `postgresql`); throws for unknown engines. */
export function getDialect(name: string): Dialect {
  const key = name.toLowerCase() === 'postgres' ? 'postgresql' : name.toLowerCase();
  const dialect = (DIALECTS as Record<string, Dialect | undefined>)[key];
  if (!dialect) throw new RangeError(`No SQL dialect for engine "${name}"`);
  return dialect;
}
