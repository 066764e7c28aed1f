// The worker's cross-filter cubes: each loaded once, a refused or too-large one remembered, a stopped one tried again.
import { describe, expect, it } from 'vitest';
import type { ChartQueryResult } from '../../../src/core/dataplane';
import { CROSS_FILTER_CUBE_ROW_CAP, CubeStore } from '../../../workers/dataplane/crossfilter';
import type { LocalTables } from '../../../workers/dataplane';

const noTables = (): LocalTables => {
  throw new Error('no table is kept for a cube the store does not hold');
};

describe('X15.cross-local cubes', () => {
  it('remembers a cube the server refused, so its charts ask the server directly from then on', async () => {
    const store = new CubeStore(noTables);
    let loads = 0;
    const refused = async () => {
      loads += 1;
      return null;
    };
    expect(await store.get('k', refused)).toBeNull();
    expect(await store.get('k', refused)).toBeNull();
    expect(loads).toBe(1);
  });

  it('tries a stopped cube again', async () => {
    const store = new CubeStore(noTables);
    let loads = 0;
    const stopped = async () => {
      loads += 1;
      return undefined;
    };
    await store.get('k', stopped);
    await store.get('k', stopped);
    expect(loads).toBe(2);
  });

  it(`remembers a cube over ${CROSS_FILTER_CUBE_ROW_CAP} rows as too large, keeping no table`, async () => {
    const store = new CubeStore(noTables);
    const big: ChartQueryResult = {
      colnames: [],
      coltypes: [],
      rowcount: CROSS_FILTER_CUBE_ROW_CAP + 1,
      error: null,
      meta: {},
      table: { name: 't', numRows: CROSS_FILTER_CUBE_ROW_CAP + 1, ipc: new Uint8Array(0) },
    };
    let loads = 0;
    const load = async () => {
      loads += 1;
      return big;
    };
    expect(await store.get('k', load)).toBeNull();
    expect(await store.get('k', load)).toBeNull();
    expect(loads).toBe(1);
    expect(store.size).toBe(1);
  });

  it('loads one cube once for charts that ask for it together', async () => {
    const store = new CubeStore(noTables);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    await Promise.all([store.get('k', load), store.get('k', load)]);
    expect(loads).toBe(1);
  });
});
