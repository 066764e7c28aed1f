// Issue 9: the DuckDB that reads an uploaded file runs locked down like every embedded DuckDB: it reads that one
// file, writes only into the target's staging folder, and reaches nothing else on the server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOptions } from '../../../server/uploads/options';
import { parseUpload } from '../../../server/uploads/read';

const dir = mkdtempSync(join(tmpdir(), 'tessera-upload-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the upload reader', () => {
  const csv = join(dir, 'letters.csv');
  writeFileSync(csv, 'name,num\na,1\nb,2\n');
  const secret = join(dir, 'tessera.config.json');
  writeFileSync(secret, '{"secretKey":"do-not-read"}');
  const staging = join(dir, 'db', '.staging');
  mkdirSync(staging, { recursive: true });

  it('reads the uploaded file, and cannot read any other file of the server (the config file, /etc/passwd)', async () => {
    const parsed = await parseUpload(csv, readOptions({ type: ['csv'] }), null, [staging]);
    try {
      const rows = (await parsed.conn.runAndReadAll('SELECT count(*)::INT AS n FROM upload')).getRowObjectsJS();
      expect(rows).toEqual([{ n: 2 }]);
      await expect(parsed.conn.run(`SELECT * FROM read_text('${secret}')`)).rejects.toThrow(
        /Permission Error|disabled/i,
      );
      await expect(parsed.conn.run("SELECT * FROM read_text('/etc/passwd')")).rejects.toThrow(
        /Permission Error|disabled/i,
      );
      await expect(parsed.conn.run(`COPY upload TO '${join(dir, 'elsewhere.csv')}'`)).rejects.toThrow(
        /Permission Error|disabled/i,
      );
      await expect(parsed.conn.run('SET enable_external_access = true')).rejects.toThrow();
      await parsed.conn.run(`COPY upload TO '${join(staging, 'upload.parquet')}' (FORMAT parquet)`);
    } finally {
      parsed.close();
    }
  });
});
