import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest, ApiResponse } from '../../../src/state/app';
import { apiControlServices } from '../../../src/ui/explore-controls';

/** A fake API client answering each request from a function; records the requests. */
function fakeClient(answer: (req: ApiRequest) => Partial<ApiResponse>): { client: ApiClient; requests: ApiRequest[] } {
  const requests: ApiRequest[] = [];
  return {
    requests,
    client: {
      request: (req) => {
        requests.push(req);
        return Promise.resolve({ status: 200, ok: true, statusText: 'OK', body: null, ...answer(req) });
      },
      resetCsrf: () => {},
    },
  };
}

describe('explore control services', () => {
  it('X7.09 asks GET /api/v1/datasource/{type}/{id}/column/{column}/values/ with the abort signal and reads result', async () => {
    const { client, requests } = fakeClient(() => ({ body: { result: ['FR', 2, null, { odd: 1 }] } }));
    const controller = new AbortController();
    const values = await apiControlServices(() => client).columnValues(
      { type: 'table', id: 7 },
      'country name',
      controller.signal,
    );
    expect(values).toEqual(['FR', 2, null]);
    expect(requests).toEqual([
      { method: 'GET', path: '/api/v1/datasource/table/7/column/country%20name/values/', signal: controller.signal },
    ]);
  });

  it('X7.10 reads the partition column from table_extra; a failure is logged and names none', async () => {
    const ok = fakeClient(() => ({ body: { partitions: { cols: ['ds'] } } }));
    expect(await apiControlServices(() => ok.client).partitionColumn(3, 'sales', 'public')).toBe('ds');
    expect(ok.requests[0]?.path).toBe('/api/v1/database/3/table_extra/sales/public/');
    const warned: unknown[][] = [];
    const failing = fakeClient(() => ({
      ok: false,
      status: 404,
      statusText: 'Not Found',
      body: { message: 'Not found' },
    }));
    expect(
      await apiControlServices(() => failing.client, { warn: (...a) => warned.push(a) }).partitionColumn(
        3,
        'sales',
        'public',
      ),
    ).toBeNull();
    expect(warned).toHaveLength(1);
  });

  it('X7.11 converts through GET /api/v1/advanced_data_type/convert?q=(type,values)', async () => {
    const { client, requests } = fakeClient(() => ({
      body: { result: { display_value: '10.0.0.1', valid_filter_operators: ['=='], error_message: '' } },
    }));
    const answer = await apiControlServices(() => client).convertAdvancedType(
      'internet_address',
      ['10.0.0.1'],
      new AbortController().signal,
    );
    expect(answer).toEqual({ displayValue: '10.0.0.1', validFilterOperators: ['=='], error: null });
    expect(requests[0]?.path).toBe("/api/v1/advanced_data_type/convert?q=(type:internet_address,values:!('10.0.0.1'))");
  });

  it("X9.15 an endpoint's result, and its failure as the server's message", async () => {
    const ok = fakeClient(() => ({ body: { result: [['a', 'A']] } }));
    expect(await apiControlServices(() => ok.client).fetchResult('/api/v1/x', new AbortController().signal)).toEqual([
      ['a', 'A'],
    ]);
    const failing = fakeClient(() => ({
      ok: false,
      status: 403,
      statusText: 'Forbidden',
      body: { message: 'Forbidden' },
    }));
    await expect(
      apiControlServices(() => failing.client).fetchResult('/api/v1/x', new AbortController().signal),
    ).rejects.toThrow('Forbidden');
  });
});
