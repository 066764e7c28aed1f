import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapConf } from '../../server/api/routes/bootstrap';
import { loadConfig, mapTileOrigin } from '../../server/config';
import { cspDirectives } from '../../server/http/headers';
import { startTestInstance, type TestInstance } from './harness';

function withDataDir<T>(run: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-map-tiles-'));
  try {
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TILES = 'https://tiles.example.org/osm/{z}/{x}/{y}.png';

describe('the map tile URL setting', () => {
  it('is off by default: no tile URL in the bootstrap, no tile host in the CSP', () => {
    withDataDir((dir) => {
      const config = loadConfig({ TESSERA_DATA_DIR: dir });
      expect(config.mapTileUrl).toBeNull();
      expect(bootstrapConf(config).MAP_TILE_URL).toBeNull();
      expect(cspDirectives([], mapTileOrigin(config.mapTileUrl))['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    });
  });

  it('TESSERA_MAP_TILE_URL reaches the app as MAP_TILE_URL; the CSP admits its origin for images, nothing more', () => {
    withDataDir((dir) => {
      const config = loadConfig({ TESSERA_DATA_DIR: dir, TESSERA_MAP_TILE_URL: TILES });
      expect(bootstrapConf(config).MAP_TILE_URL).toBe(TILES);
      const csp = cspDirectives([], mapTileOrigin(config.mapTileUrl));
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    });
  });

  it.each([
    ['javascript:alert(1)//{z}/{x}/{y}', 'not http'],
    ['https://tiles.example.org/osm.png', 'no {z}/{x}/{y}'],
    ['https://user:secret@tiles.example.org/{z}/{x}/{y}.png', 'credentials'],
    ["https://tiles.example.org/{z}/{x}/{y}.png; script-src 'unsafe-eval'", 'a CSP break-out'],
    ['not a url {z}{x}{y}', 'not a URL'],
  ])('a tile URL that is %s (%s) stops the server from starting, naming the setting', (url) => {
    withDataDir((dir) => {
      expect(() => loadConfig({ TESSERA_DATA_DIR: dir, TESSERA_MAP_TILE_URL: url })).toThrow(/TESSERA_MAP_TILE_URL/);
    });
  });
});

describe('the served headers', () => {
  let off: TestInstance;
  let on: TestInstance;
  beforeAll(async () => {
    off = await startTestInstance();
    on = await startTestInstance('sqlite', { TESSERA_MAP_TILE_URL: TILES });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('name the tile host in img-src only when it is set', async () => {
    const csp = async (t: TestInstance) =>
      String((await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap/' })).headers['content-security-policy']);
    expect(await csp(off)).not.toContain('tiles.example.org');
    expect(await csp(on)).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org(;|$)/);
  });
});
