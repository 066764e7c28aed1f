/** One interface over every analytical engine: running SQL, listing schemas, tables and columns. */

export type EngineName = 'duckdb' | 'postgresql';

/** A query result kept columnar: cheap to build, and to encode as JSON records, CSV or Arrow. */
export interface QueryResult {
  names: string[];
  /** Database type names (e.g. BIGINT, TIMESTAMP, VARCHAR). */
  types: string[];
  columns: unknown[][];
  rowCount: number;
}

export interface RunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Who asked, for the per-user query cap (limits.maxQueriesPerUser); absent for the server's own queries. */
  userId?: number;
  /** The schema a name without one resolves in (SQL Lab's picked schema), for this query only; checked to exist by the caller. */
  schema?: string | null;
}

export interface TableInfo {
  name: string;
  type: 'table' | 'view';
}

export interface ColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
}

export interface EngineConnection {
  engine: EngineName;
  run(sql: string, params?: unknown[], opts?: RunOptions): Promise<QueryResult>;
  test(): Promise<void>;
  schemas(): Promise<string[]>;
  tables(schema: string): Promise<TableInfo[]>;
  columns(schema: string | null, table: string): Promise<ColumnInfo[]>;
  /** Partition columns of a table (engines without partitions answer none). */
  partitions(schema: string | null, table: string): Promise<string[]>;
  /**
   * The kind of each statement of `sql` (select, insert, pragma, ...) as the engine's own parser reads them, without
   * running anything; engines without that answer undefined (SQL Lab then trusts its own parse).
   */
  statementKinds?(sql: string, schema?: string | null): Promise<string[]>;
  close(): Promise<void>;
}

/** Raised when a query runs past its time limit; the query has been stopped in the engine. */
export class QueryTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`The query exceeded the ${seconds} seconds timeout.`);
  }
}

/** Raised when the engine cannot be reached (down, refused, bad credentials). */
export class EngineUnavailableError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
  ) {
    super(message);
  }
}

/** Raised when a query was stopped by its caller. */
export class QueryStoppedError extends Error {
  constructor() {
    super('The query was stopped.');
  }
}
