import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapConf } from '../../server/api/routes/bootstrap';
import { loadConfig } from '../../server/config';

function withDataDir<T>(file: object | null, run: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-viz-denylist-'));
  try {
    if (file) writeFileSync(join(dir, 'tessera.config.json'), JSON.stringify(file));
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('viz type denylist', () => {
  it('X11.12 empty by default; the bootstrap conf carries it as VIZ_TYPE_DENYLIST', () => {
    withDataDir(null, (dir) => {
      const config = loadConfig({ TESSERA_DATA_DIR: dir });
      expect(config.vizTypeDenylist).toEqual([]);
      expect(bootstrapConf(config).VIZ_TYPE_DENYLIST).toEqual([]);
    });
  });

  it('X11.12 set in the configuration file, or by TESSERA_VIZ_TYPE_DENYLIST (a comma list) which wins', () => {
    withDataDir({ vizTypeDenylist: ['pie', ' table '] }, (dir) => {
      expect(bootstrapConf(loadConfig({ TESSERA_DATA_DIR: dir })).VIZ_TYPE_DENYLIST).toEqual(['pie', 'table']);
      expect(
        loadConfig({ TESSERA_DATA_DIR: dir, TESSERA_VIZ_TYPE_DENYLIST: 'big_number, echarts_area,' }).vizTypeDenylist,
      ).toEqual(['big_number', 'echarts_area']);
    });
  });
});

describe('annotation denylist', () => {
  it('X19.12 empty by default; set in the file (annotationDenylist) or by TESSERA_ANNOTATION_DENYLIST, carried as ANNOTATION_DENYLIST', () => {
    withDataDir(null, (dir) => {
      expect(bootstrapConf(loadConfig({ TESSERA_DATA_DIR: dir })).ANNOTATION_DENYLIST).toEqual([]);
    });
    withDataDir({ annotationDenylist: ['FORMULA'] }, (dir) => {
      expect(bootstrapConf(loadConfig({ TESSERA_DATA_DIR: dir })).ANNOTATION_DENYLIST).toEqual(['FORMULA']);
      expect(
        loadConfig({ TESSERA_DATA_DIR: dir, TESSERA_ANNOTATION_DENYLIST: 'INTERVAL, table' }).annotationDenylist,
      ).toEqual(['INTERVAL', 'table']);
    });
  });
});
