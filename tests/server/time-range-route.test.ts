import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { timeRangeRoutes } from '../../server/api/routes/time-range';
import { installErrorHandling } from '../../server/http/errors';
import { readResolvedTimeRange } from '../../src/core/time-range';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  installErrorHandling(app, {});
  await app.register(timeRangeRoutes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  process.env.TESSERA_FIXED_NOW = '2016-11-07T09:30:10';
});

afterEach(() => {
  delete process.env.TESSERA_FIXED_NOW;
});

const get = (q?: unknown) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/time_range/',
    ...(q === undefined ? {} : { query: { q: rison.encode(q) } }),
  });

describe('[API1] GET /api/v1/time_range/ with a rison string', () => {
  it.each([
    ['Last day', '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
    ['Last week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['last week', '', '2016-11-07T00:00:00'],
    ['Last hour', '2016-11-07T08:30:10', '2016-11-07T09:30:10'],
    ['Next week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['previous calendar quarter', '2016-07-01T00:00:00', '2016-10-01T00:00:00'],
    ['Current month', '2016-11-01T00:00:00', '2016-12-01T00:00:00'],
    ['first week of this year', '2016-01-01T00:00:00', '2016-01-08T00:00:00'],
    ['start of this month : end of this month', '2016-11-01T00:00:00', '2016-11-30T00:00:00'],
    [
      'DATEADD(DATETIME("2020-02-29"), 1, year) : DATEADD(DATETIME("2020-02-29"), 2, year)',
      '2021-02-28T00:00:00',
      '2022-02-28T00:00:00',
    ],
    [
      'HOLIDAY("christmas") : HOLIDAY("christmas", DATETIME("2017-01-01"))',
      '2016-12-25T00:00:00',
      '2017-12-25T00:00:00',
    ],
    ['No filter', '', ''],
  ])('%s', async (timeRange, since, until) => {
    const res = await get(timeRange);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: [{ since, until, timeRange, shift: null }] });
  });
});

describe('[API2] a rison list of {timeRange, shift}', () => {
  it('resolves each item, shifting where asked', async () => {
    const res = await get([
      { timeRange: 'Last day' },
      { timeRange: 'Last day', shift: '1 year ago' },
      { timeRange: 'Last week', shift: '52 weeks' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: [
        { since: '2016-11-06T00:00:00', until: '2016-11-07T00:00:00', timeRange: 'Last day', shift: null },
        { since: '2015-11-06T00:00:00', until: '2015-11-07T00:00:00', timeRange: 'Last day', shift: '1 year ago' },
        { since: '2015-11-02T00:00:00', until: '2015-11-09T00:00:00', timeRange: 'Last week', shift: '52 weeks' },
      ],
    });
  });

  it('an absolute shift pair replaces the range', async () => {
    const res = await get([{ timeRange: 'Last month', shift: '2020-01-01 : 2020-02-01' }]);
    expect(res.json().result[0]).toMatchObject({ since: '2020-01-01T00:00:00', until: '2020-02-01T00:00:00' });
  });

  it('an empty list answers an empty result', async () => {
    const res = await get([]);
    expect(res.json()).toEqual({ result: [] });
  });
});

describe('[API3] the server clock is the anchor', () => {
  it('follows TESSERA_FIXED_NOW', async () => {
    process.env.TESSERA_FIXED_NOW = '2020-02-29T23:59:59';
    const res = await get('Last month');
    expect(res.json().result[0]).toMatchObject({ since: '2020-01-29T00:00:00', until: '2020-02-29T00:00:00' });
  });

  it('without q there is nothing to resolve', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: [] });
  });
});

describe('[API4] errors answer 400 "Unexpected time range: <error>"', () => {
  it.each([
    ['tomorrow : yesterday', 'Unexpected time range: From date cannot be larger than to date'],
    ['2 days : now', 'Unexpected time range: Time string is ambiguous. Please specify [2 days ago] or [2 days later].'],
    ['xxxxxxx : now', 'Unexpected time range: Cannot parse time string [xxxxxxx]'],
    ['HOLIDAY("Festivus") : now', 'Unexpected time range: Unable to find such a holiday: [Festivus]'],
  ])('%s', async (timeRange, message) => {
    const res = await get(timeRange);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('a malformed expression names where reading stopped', async () => {
    const res = await get("DATEADD(DATETIME('today'), 1, fortnight) : now");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Unexpected time range: Expected .*found 'fortnight'/);
  });

  it('an unreadable q is not a valid rison argument', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/time_range/?q=(((' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Not a valid rison argument' });
  });

  it('a q of the wrong shape is not a valid rison schema', async () => {
    const res = await get({ timeRange: 'Last day' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Not a valid rison schema' });
  });
});

describe('[hole 3] an overflowing date answers 400, not NaN dates', () => {
  it('DATEADD(DATETIME("now"), 99999999999, year)', async () => {
    const res = await get('DATEADD(DATETIME("now"), 99999999999, year) : now');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Unexpected time range: Date is out of range: dates must fall between the years 1 and 9999',
    });
  });
});

describe('S5.07 the answer shape', () => {
  it("S5.07 keeps Superset's list for a plain string, and the app reads since/until from it or from the older single object", async () => {
    const res = await get('Last day');
    const body = res.json() as { result: unknown };
    expect(Array.isArray(body.result)).toBe(true);
    const expected = { since: '2016-11-06T00:00:00', until: '2016-11-07T00:00:00', timeRange: 'Last day', shift: null };
    expect(readResolvedTimeRange(body)).toEqual(expected);
    expect(readResolvedTimeRange({ result: { since: expected.since, until: expected.until } })).toEqual({
      ...expected,
      timeRange: '',
    });
    expect(readResolvedTimeRange({ result: [] })).toBeNull();
    expect(readResolvedTimeRange({ message: 'Unexpected time range: x' })).toBeNull();
  });
});
