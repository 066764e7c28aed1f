import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { withCustomMessages } from '../../server/http/errors';
import { startTestInstance, type TestInstance } from './harness';

describe('configured error messages (CUSTOM_ERROR_MESSAGES)', () => {
  it('replace the messages of the configured error types only', () => {
    const body = {
      message: 'The port is closed.',
      errors: [
        { message: 'The port is closed.', error_type: 'CONNECTION_PORT_CLOSED_ERROR' },
        { message: 'other', error_type: 'X' },
      ],
    };
    const out = withCustomMessages(body, {
      CONNECTION_PORT_CLOSED_ERROR: 'Our warehouse is offline; try again later.',
    });
    expect(out).toEqual({
      message: 'Our warehouse is offline; try again later.',
      errors: [
        { message: 'Our warehouse is offline; try again later.', error_type: 'CONNECTION_PORT_CLOSED_ERROR' },
        { message: 'other', error_type: 'X' },
      ],
    });
    expect(withCustomMessages(body, {})).toBe(body);
  });

  it('are read from the configuration file of the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-cfg-'));
    try {
      loadConfig({ TESSERA_DATA_DIR: dir });
      const file = join(dir, 'tessera.config.json');
      const cfg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(
        file,
        JSON.stringify({ ...cfg, customErrorMessages: { CONNECTION_PORT_CLOSED_ERROR: 'Offline.' } }),
      );
      expect(loadConfig({ TESSERA_DATA_DIR: dir }).customErrorMessages).toEqual({
        CONNECTION_PORT_CLOSED_ERROR: 'Offline.',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('through the API', () => {
    let t: TestInstance;
    beforeAll(async () => {
      t = await startTestInstance('sqlite');
      t.config.customErrorMessages.CONNECTION_PORT_CLOSED_ERROR = 'Our warehouse is offline.';
    });
    afterAll(async () => t.close());

    it('answer a failed connection test with the configured text', async () => {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/database/test_connection/',
        payload: { sqlalchemy_uri: 'postgresql://u:p@127.0.0.1:1/db' },
      });
      expect(res.statusCode).toBe(422);
      const body = res.json() as { message: string; errors: { message: string; error_type: string }[] };
      expect(body.errors[0]).toMatchObject({
        error_type: 'CONNECTION_PORT_CLOSED_ERROR',
        message: 'Our warehouse is offline.',
      });
      expect(body.message).toBe('Our warehouse is offline.');
    });
  });
});
