/**
 * The cross-filter cubes this worker holds: each fetched once from the server (shared by every chart whose base and
 * cross-filter columns give the same cube), kept as a DuckDB-WASM table, forgotten oldest first past a row budget.
 */
import type { Field } from 'apache-arrow';
import type { ChartQueryResult } from '../../../src/core/dataplane';
import type { LocalTables } from '../localTables';
import { cubeIsWhole } from './plan';
import { CROSS_FILTER_INDEX_BYTE_BUDGET, emptyIndex, type AnswerIndex, type IndexedAnswer } from './answerIndex';

/** A cube held in DuckDB-WASM. */
export interface Cube {
  table: string;
  fields: Field[];
  rowcount: number;
  /** The server's fields of the cube's answer (applied filters and the like). */
  meta: Record<string, unknown>;
  /** Its charts' answers made so far (see answerIndex.ts). */
  index: AnswerIndex;
}

/** How many cube rows the worker keeps in all before it forgets the least recently used cubes. */
export const CROSS_FILTER_CUBE_ROW_BUDGET = 5_000_000;

/**
 * Loads a cube's result from the server: null when the server refused it (remembered: its charts then ask the server
 * directly, e.g. a cross filter on a column their dataset lacks), undefined when it was stopped (tried again).
 */
export type CubeLoader = () => Promise<ChartQueryResult | null | undefined>;

type Held = { cube: Cube | null };

/** The worker's cubes by key: a cube, a cube on its way, or a cube known too large (null). */
export class CubeStore {
  private readonly held = new Map<string, Held>();
  private readonly loading = new Map<string, Promise<Cube | null>>();
  private rows = 0;
  private indexBytes = 0;
  /** The cubes held now: an index built after its cube was dropped keeps nothing. */
  private readonly live = new WeakSet<Cube>();

  constructor(
    private readonly tables: () => LocalTables,
    private readonly budget = CROSS_FILTER_CUBE_ROW_BUDGET,
    private readonly indexBudget = CROSS_FILTER_INDEX_BYTE_BUDGET,
  ) {}

  /** Keeps an answer in the cube's index, unless the cube was dropped or the indexes' byte budget is spent; false then. */
  remember(cube: Cube, key: string, answer: IndexedAnswer): boolean {
    const size = answer?.ipc.byteLength ?? 0;
    if (!this.live.has(cube)) return false;
    if (this.indexBytes + size > this.indexBudget) return false;
    cube.index.answers.set(key, answer);
    cube.index.bytes += size;
    this.indexBytes += size;
    return true;
  }

  /** The cube of `key` if it is held (null: too large or refused), or undefined when it is not loaded yet. */
  peek(key: string): Cube | null | undefined {
    const held = this.held.get(key);
    if (!held) return undefined;
    // Most recently used last.
    this.held.delete(key);
    this.held.set(key, held);
    return held.cube;
  }

  /** The cube of `key`, loading it once; null when it is too large or could not be loaded. */
  async get(key: string, load: CubeLoader): Promise<Cube | null> {
    const held = this.peek(key);
    if (held !== undefined) return held;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, load).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(key: string, load: CubeLoader): Promise<Cube | null> {
    const result = await load();
    if (result === undefined) return null;
    if (!result?.table || result.error || !cubeIsWhole(result.rowcount)) {
      // Refused, or too large to answer exactly: remembered, so its charts go straight to the server.
      this.held.set(key, { cube: null });
      return null;
    }
    const local = this.tables();
    local.retain(result.table.name);
    const cube: Cube = {
      table: result.table.name,
      fields: local.fields(result.table.name),
      rowcount: result.rowcount,
      meta: result.meta,
      index: emptyIndex(),
    };
    this.held.set(key, { cube });
    this.live.add(cube);
    this.rows += cube.rowcount;
    this.evict();
    return cube;
  }

  private evict(): void {
    for (const [key, held] of this.held) {
      if (this.rows <= this.budget) return;
      this.held.delete(key);
      if (!held.cube) continue;
      this.live.delete(held.cube);
      this.rows -= held.cube.rowcount;
      this.indexBytes -= held.cube.index.bytes;
      this.tables().release(held.cube.table);
    }
  }

  /** How many cubes are held (too-large markers included). */
  get size(): number {
    return this.held.size;
  }

  /** Forgets every cube (a forced refresh makes them stale). */
  clear(): void {
    for (const held of this.held.values()) {
      if (!held.cube) continue;
      this.live.delete(held.cube);
      this.tables().release(held.cube.table);
    }
    this.held.clear();
    this.rows = 0;
    this.indexBytes = 0;
  }
}
