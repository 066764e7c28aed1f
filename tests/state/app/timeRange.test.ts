import { afterEach, describe, expect, it } from 'vitest';
import { fetchTimeRange, setApiClient, createFetchClient } from '../../../src/state/app';
import { risonDecode } from '../../../src/core/api';
import { fakeClient } from './fakeClient';

afterEach(() => setApiClient(createFetchClient()));

describe('S2.05 the actual time range comes from GET /api/v1/time_range/', () => {
  it('S2.05 asks with the range as rison in q and reads since and until', async () => {
    const client = fakeClient({
      'GET /api/v1/time_range/': {
        status: 200,
        body: {
          result: [{ since: '2020-01-01T00:00:00', until: '2020-01-08T00:00:00', timeRange: 'Last week', shift: null }],
        },
      },
    });
    setApiClient(client);
    const signal = new AbortController().signal;
    await expect(fetchTimeRange('Last week', signal)).resolves.toMatchObject({
      since: '2020-01-01T00:00:00',
      until: '2020-01-08T00:00:00',
    });
    const req = client.requests[0];
    expect(req?.method).toBe('GET');
    expect(req?.signal).toBe(signal);
    const q = new URL(req?.path ?? '', 'http://x').searchParams.get('q');
    expect(risonDecode(q ?? '')).toBe('Last week');
  });

  it("S2.05 a refused range rejects with the server's message", async () => {
    setApiClient(
      fakeClient({ 'GET /api/v1/time_range/': { status: 400, body: { message: 'Error parsing time range' } } }),
    );
    await expect(fetchTimeRange('nonsense : ', new AbortController().signal)).rejects.toThrow(
      'Error parsing time range',
    );
  });

  it('S2.05 an answer without since and until is an error, not a blank range', async () => {
    setApiClient(fakeClient({ 'GET /api/v1/time_range/': { status: 200, body: { result: [] } } }));
    await expect(fetchTimeRange('Last week', new AbortController().signal)).rejects.toThrow(/time range/i);
  });
});
