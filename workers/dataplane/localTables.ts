/**
 * Results kept as tables in the worker's DuckDB-WASM, reference-counted by the cache and the charts that show them.
 *
 * The bookkeeping (names, fields, row counts, references) is synchronous and works before DuckDB-WASM is ready, so
 * results reach the page without waiting for it. A table's bytes go into DuckDB as soon as the database is ready,
 * in the order they were registered; until then they are kept here, and each receiver gets a copy. Work that needs
 * SQL waits for the database, and fails with a clear message when it could not be loaded. The database answers calls
 * in the order they are made, so a query made after an insertion or a drop sees it without waiting for it.
 */
import type { Field, Table } from 'apache-arrow';
import type { DuckDBHandle } from '../../wasm';
import type { LocalQuery, ResultTable } from '../../src/core/dataplane';
import { exactIpc } from './decimals';
import { quoteIdentifier as quoteIdent } from '../../src/core/sql';
import { localCountSql, localSelectSql } from './localSql';

interface Entry {
  refs: number;
  fields: Field[];
  numRows: number;
  /**
   * The bytes the table was made from: kept while they wait to go into DuckDB, and after that until they are handed
   * out once (exports take over then).
   */
  ipc: Uint8Array | null;
  /** The table's bytes went to DuckDB (a query made since sees the table, unless the insertion failed). */
  inserted: boolean;
  /** The insertion under way, until DuckDB answers it. */
  pending: Promise<void> | null;
  /** A copy of the bytes was handed out while they waited, so they need not be kept once in DuckDB. */
  taken: boolean;
  /** Why DuckDB did not take the bytes. */
  error: Error | null;
}

let instances = 0;

/** A table's bytes as registered (see LocalTables.register), with their fields and row count. */
export interface ReadTable {
  ipc: Uint8Array;
  fields: Field[];
  numRows: number;
}

/** When a registered table's bytes go into DuckDB (see LocalTables.register). */
export type Insertion = 'now' | 'later' | 'onDemand';

/** How long one turn of inserting waiting tables may keep the worker busy before other work gets a turn. */
const INSERT_SLICE_MS = 8;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isPromise = (value: object): value is Promise<DuckDBHandle> =>
  typeof (value as { then?: unknown }).then === 'function';

/** The loaded results of this worker. */
export class LocalTables {
  private readonly entries = new Map<string, Entry>();
  private readonly prefix = `result_${instances++}_`;
  private next = 0;
  private db: DuckDBHandle | null = null;
  /** Names whose bytes wait to go into the database, in the order they were registered. */
  private waiting: string[] = [];
  private ready: Promise<DuckDBHandle> | null = null;
  private opener: (() => Promise<DuckDBHandle>) | null = null;

  /**
   * `db` is the database, the promise of it (results are registered and handed out before it settles), or how to
   * open it: then it is opened by `open`, or by the first work that needs it.
   */
  constructor(db: DuckDBHandle | Promise<DuckDBHandle> | (() => Promise<DuckDBHandle>)) {
    if (typeof db === 'function') this.opener = db;
    else if (isPromise(db)) this.await(db);
    else {
      this.db = db;
      this.ready = Promise.resolve(db);
    }
  }

  /** Starts opening the database given as an opener (once); the tables registered meanwhile go in when it is ready. */
  open(): Promise<DuckDBHandle> {
    if (!this.ready) {
      const opener = this.opener;
      this.opener = null;
      let db: Promise<DuckDBHandle>;
      try {
        db = opener ? opener() : Promise.reject(new Error('no database'));
      } catch (error) {
        db = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      this.await(db);
    }
    return this.ready as Promise<DuckDBHandle>;
  }

  private await(db: Promise<DuckDBHandle>): void {
    this.ready = db.then(
      (handle) => {
        this.db = handle;
        this.insertWaiting(INSERT_SLICE_MS);
        return handle;
      },
      (error: unknown) => {
        this.waiting = [];
        throw new Error(`Local queries are unavailable: DuckDB-WASM could not be loaded (${messageOf(error)})`);
      },
    );
    // Failures are reported to whoever needs the database.
    this.ready.catch(() => undefined);
  }

  /**
   * Registers IPC bytes as a new table (128-bit integers and decimals become numbers first). When its bytes go into
   * DuckDB: `now` (as soon as the database is ready), `later` (on a later turn, or when a query first needs them, so
   * the caller answers first: SQL Lab's first rows), or `onDemand` (only when a query names the table: a cross-filter
   * answer, most of which no query ever reads, is then never made into a table and dropped).
   */
  register(bytes: Uint8Array, when: Insertion = 'now'): ResultTable {
    const { ipc, table } = exactIpc(bytes);
    return this.registerRead({ ipc, fields: table.schema.fields, numRows: table.numRows }, when);
  }

  /**
   * Registers bytes already read (as a registered table's: 128-bit values rewritten, fields and rows known), so they
   * are not decoded again: a cross-filter answer kept in its cube's index.
   */
  registerRead(read: ReadTable, when: Insertion = 'now'): ResultTable {
    const name = `${this.prefix}${this.next++}`;
    const { ipc, fields, numRows } = read;
    const entry: Entry = { refs: 0, fields, numRows, ipc, inserted: false, pending: null, taken: false, error: null };
    this.entries.set(name, entry);
    if (when === 'onDemand') return { name, ipc, numRows };
    if (this.db && this.waiting.length === 0 && when === 'now') this.insert(name, entry, this.db);
    else {
      this.waiting.push(name);
      if (when === 'later' && this.db) setTimeout(() => this.insertWaiting(INSERT_SLICE_MS), 0);
    }
    return { name, ipc, numRows };
  }

  /**
   * Inserts waiting tables in order: all of them, or (with a budget) for about `budgetMs`, the rest in later turns, so
   * that results keep flowing while a backlog goes in.
   */
  private insertWaiting(budgetMs = Infinity): void {
    const db = this.db;
    if (!db) return;
    const start = Date.now();
    while (this.waiting.length > 0) {
      if (Date.now() - start >= budgetMs) {
        setTimeout(() => this.insertWaiting(INSERT_SLICE_MS), 0);
        return;
      }
      const name = this.waiting.shift() as string;
      const entry = this.entries.get(name);
      if (entry) this.insert(name, entry, db);
    }
  }

  private insert(name: string, entry: Entry, db: DuckDBHandle): void {
    if (!entry.ipc) return;
    // The handle copies the bytes before it answers, so they may be handed out meanwhile.
    entry.inserted = true;
    entry.pending = db.insertIpc(name, entry.ipc).then(
      () => {
        entry.pending = null;
        if (entry.taken) entry.ipc = null;
      },
      (error: unknown) => {
        entry.pending = null;
        entry.inserted = false;
        entry.error = new Error(`The result ${name} could not be loaded into DuckDB-WASM: ${messageOf(error)}`);
      },
    );
  }

  /** The database once it is ready, with the named tables in it; rejects when it could not be loaded. */
  async database(tables: readonly string[] = []): Promise<DuckDBHandle> {
    this.check(tables);
    const db = await this.open();
    this.insertWaiting();
    // Tables registered on demand go in now that a query names them.
    for (const name of tables) {
      const entry = this.entries.get(name);
      if (entry && !entry.inserted && !this.waiting.includes(name)) this.insert(name, entry, db);
    }
    await Promise.all(tables.map((name) => this.entries.get(name)?.pending));
    this.check(tables);
    return db;
  }

  private check(tables: readonly string[]): void {
    for (const name of tables) {
      const entry = this.entries.get(name);
      if (!entry) throw new Error(`No loaded result named ${name}`);
      if (entry.error) throw entry.error;
    }
  }

  /** Makes a new table from a SELECT over `tables`. */
  async materialize(
    sql: string,
    params: unknown[] = [],
    tables: readonly string[] = [],
    when: Insertion = 'now',
  ): Promise<ResultTable> {
    const db = await this.database(tables);
    return this.register(await db.query(sql, params), when);
  }

  /** The answer to SQL over loaded tables, decoded, with 128-bit integers and decimals as numbers. */
  async query(sql: string, params: unknown[] = []): Promise<{ ipc: Uint8Array; table: Table }> {
    const db = await this.database();
    return exactIpc(await db.query(sql, params));
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  columns(name: string): string[] {
    return this.fields(name).map((f) => f.name);
  }

  /** The Arrow fields of a loaded table. */
  fields(name: string): Field[] {
    return this.entries.get(name)?.fields ?? [];
  }

  retain(name: string): void {
    const entry = this.entries.get(name);
    if (entry) entry.refs += 1;
  }

  /** Drops the table once nothing holds it. */
  release(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    entry.refs -= 1;
    if (entry.refs <= 0) this.drop(name, entry);
  }

  /** Drops the table if nothing took a reference to it. */
  collect(name: string): void {
    const entry = this.entries.get(name);
    if (entry && entry.refs <= 0) this.drop(name, entry);
  }

  /** Forgets the table; one still waiting for the database is never inserted. */
  private drop(name: string, entry: Entry): void {
    this.entries.delete(name);
    entry.ipc = null;
    // Not awaited: a query made later is answered after it.
    if (entry.inserted && this.db) this.db.query(`DROP TABLE IF EXISTS ${quoteIdent(name)}`).catch(() => undefined);
  }

  /**
   * Bytes of the whole table for one receiver, who may transfer them: a copy while the bytes wait for the database,
   * the original bytes the first time after, a fresh export from DuckDB after that (asked for before this returns, so
   * a drop made later cannot come first).
   */
  async take(name: string): Promise<Uint8Array> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No loaded result named ${name}`);
    if (entry.ipc && !entry.inserted) {
      entry.taken = true;
      return entry.ipc.slice();
    }
    if (entry.ipc) {
      const ipc = entry.ipc;
      entry.ipc = null;
      return ipc;
    }
    // Only an inserted table has given its bytes away, so the database is there.
    return exactIpc(await (this.db as DuckDBHandle).query(`SELECT * FROM ${quoteIdent(name)}`)).ipc;
  }

  /** Filters, searches, sorts or pages a loaded table. */
  async select(query: LocalQuery): Promise<ResultTable> {
    const db = await this.database([query.table]);
    const fields = this.fields(query.table);
    const { sql, params } = localSelectSql(query, fields);
    const counted = query.count ? localCountSql(query, fields) : null;
    // Both asked for at once: the table cannot be dropped between them.
    const [rows, count] = await Promise.all([db.query(sql, params), counted && db.query(counted.sql, counted.params)]);
    const { ipc, table } = exactIpc(rows);
    if (!count) return { name: query.table, ipc, numRows: table.numRows };
    const matched = Number(exactIpc(count).table.getChild('n')?.get(0) ?? 0);
    return { name: query.table, ipc, numRows: table.numRows, matched };
  }

  /** Runs SQL over the loaded tables `tables` and returns its answer. */
  async run(sql: string, tables: readonly string[] = []): Promise<ResultTable> {
    const db = await this.database(tables);
    const { ipc, table } = exactIpc(await db.query(sql));
    return { name: '', ipc, numRows: table.numRows };
  }
}
