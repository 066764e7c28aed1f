import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectTable, replaceTable, stagingName, withDatabase } from '../../../server/examples/database';
import { tableNames, tempDir } from './helpers';

describe('replacing a table (crash safety)', () => {
  const tmp = tempDir('atomic');
  afterAll(() => tmp.remove());
  const path = join(tmp.dir, 'examples.duckdb');

  it('swaps in a complete table stamped with its generator version and row count', async () => {
    await withDatabase(path, async (c) => {
      const rows = await replaceTable(c, 'numbers', 3, async (staging) => {
        await c.run(`CREATE TABLE main."${staging}" AS SELECT range AS n FROM range(1000)`);
        return 1000;
      });
      expect(rows).toBe(1000);
      expect(await inspectTable(c, 'numbers')).toEqual({
        rows: 1000,
        stamp: { generator: 'tessera-examples', version: 3, rows: 1000 },
      });
      expect(await inspectTable(c, 'missing')).toBeNull();
    });
    expect(await tableNames(path)).toEqual(['numbers']);
  });

  it('leaves the previous table and no staging table when the load fails half-way through its rows', async () => {
    await withDatabase(path, async (c) => {
      const failing = replaceTable(c, 'numbers', 4, async (staging) => {
        await c.run(`CREATE TABLE main."${staging}" AS SELECT range AS n FROM range(2000)`);
        await c.run(
          `INSERT INTO main."${staging}" SELECT CASE WHEN range = 500 THEN error('disk full') ELSE range END FROM range(1000)`,
        );
        return 3000;
      });
      await expect(failing).rejects.toThrow(/disk full/);
      expect(await inspectTable(c, 'numbers')).toMatchObject({ rows: 1000, stamp: { version: 3 } });
    });
    expect(await tableNames(path)).toEqual(['numbers']);
  });

  it('rolls back when the filler throws after writing rows', async () => {
    await withDatabase(path, async (c) => {
      const failing = replaceTable(c, 'fresh', 1, async (staging) => {
        await c.run(`CREATE TABLE main."${staging}" AS SELECT range AS n FROM range(10)`);
        throw new Error('generator crashed');
      });
      await expect(failing).rejects.toThrow('generator crashed');
      expect(await inspectTable(c, 'fresh')).toBeNull();
      expect(await inspectTable(c, stagingName('fresh'))).toBeNull();
      // The connection is usable afterwards: the transaction was closed.
      const empty = async (staging: string): Promise<number> => {
        await c.run(`CREATE TABLE main."${staging}" (n INTEGER)`);
        return 0;
      };
      expect(await replaceTable(c, 'fresh', 1, empty)).toBe(0);
    });
    expect(await tableNames(path)).toEqual(['fresh', 'numbers']);
  });
});
