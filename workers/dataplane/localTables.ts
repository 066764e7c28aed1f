/** Results kept as tables in the worker's DuckDB-WASM, reference-counted by the cache and the charts that show them. */
import type { Field, Table } from 'apache-arrow';
import type { DuckDBHandle } from '../../wasm';
import type { LocalQuery, ResultTable } from '../../src/core/dataplane';
import { exactIpc } from './decimals';
import { localSelectSql, quoteIdent } from './localSql';

interface Entry {
  refs: number;
  fields: Field[];
  numRows: number;
  /** The bytes the table was made from, handed out once before exports take over. */
  ipc: Uint8Array | null;
}


let instances = 0;

/** The loaded results of this worker. */
export class LocalTables {
  private readonly entries = new Map<string, Entry>();
  private readonly prefix = `result_${instances++}_`;
  private next = 0;

  constructor(private readonly db: DuckDBHandle) {}

  /** Registers IPC bytes as a new table (128-bit integers and decimals become numbers first). */
  register(bytes: Uint8Array): ResultTable {
    const name = `${this.prefix}${this.next++}`;
    const { ipc, table } = exactIpc(bytes);
    this.db.insertIpc(name, ipc);
    this.entries.set(name, { refs: 0, fields: table.schema.fields, numRows: table.numRows, ipc });
    return { name, ipc, numRows: table.numRows };
  }

  /** Makes a new table from a SELECT. */
  materialize(sql: string, params: unknown[] = []): ResultTable {
    return this.register(this.db.query(sql, params));
  }

  /** The answer to SQL over loaded tables, decoded, with 128-bit integers and decimals as numbers. */
  query(sql: string, params: unknown[] = []): { ipc: Uint8Array; table: Table } {
    return exactIpc(this.db.query(sql, params));
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
    if (entry.refs <= 0) this.drop(name);
  }

  /** Drops the table if nothing took a reference to it. */
  collect(name: string): void {
    if ((this.entries.get(name)?.refs ?? 1) <= 0) this.drop(name);
  }

  private drop(name: string): void {
    this.entries.delete(name);
    this.db.query(`DROP TABLE IF EXISTS ${quoteIdent(name)}`);
  }

  /** Bytes of the whole table for one receiver: the original bytes the first time, a fresh export after. */
  take(name: string): Uint8Array {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No loaded result named ${name}`);
    if (entry.ipc) {
      const ipc = entry.ipc;
      entry.ipc = null;
      return ipc;
    }
    return this.query(`SELECT * FROM ${quoteIdent(name)}`).ipc;
  }

  /** Filters, searches, sorts or pages a loaded table. */
  select(query: LocalQuery): ResultTable {
    if (!this.entries.has(query.table)) throw new Error(`No loaded result named ${query.table}`);
    const { sql, params } = localSelectSql(query, this.columns(query.table));
    const { ipc, table } = this.query(sql, params);
    return { name: query.table, ipc, numRows: table.numRows };
  }

  /** Runs SQL over loaded tables and returns its answer. */
  run(sql: string): ResultTable {
    const { ipc, table } = this.query(sql);
    return { name: '', ipc, numRows: table.numRows };
  }
}
