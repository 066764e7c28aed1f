import { describe, expect, it } from 'vitest';
import { createFetchClient } from '../../../src/state/app';

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(answers: ((call: Call) => Response)[]): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: (async (url: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(url), init };
      calls.push(call);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected fetch ${call.url}`);
      return answer(call);
    }) as typeof fetch,
  };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function header(call: Call | undefined, name: string): string | undefined {
  return (call?.init?.headers as Record<string, string> | undefined)?.[name];
}

describe('fetch client', () => {
  it("S2.05 passes the request's abort signal to fetch, so a superseded time-range lookup is cancelled", async () => {
    const f = fakeFetch([() => json(200, { result: [] })]);
    const client = createFetchClient({ fetch: f.fetch });
    const controller = new AbortController();
    await client.request({ method: 'GET', path: '/api/v1/time_range/', signal: controller.signal });
    expect(f.calls[0]?.init?.signal).toBe(controller.signal);
  });

  it("posts a url-encoded form (Superset's tab state forms) as application/x-www-form-urlencoded", async () => {
    const f = fakeFetch([() => json(200, { result: 't' }), () => json(200, { id: 3 })]);
    const client = createFetchClient({ fetch: f.fetch });
    await client.request({ method: 'PUT', path: '/tabstateview/3', fields: { sql: '"SELECT 1"', label: '"A & B"' } });
    const body = f.calls[1]?.init?.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('sql=%22SELECT+1%22&label=%22A+%26+B%22');
  });

  it('sends GETs with same-origin credentials and no CSRF token', async () => {
    const f = fakeFetch([() => json(200, { result: [] })]);
    const client = createFetchClient({ fetch: f.fetch });
    const res = await client.request({ method: 'GET', path: '/api/v1/chart/' });
    expect(res).toMatchObject({ ok: true, status: 200, body: { result: [] } });
    expect(f.calls[0]?.init?.credentials).toBe('same-origin');
    expect(header(f.calls[0], 'X-CSRFToken')).toBeUndefined();
  });

  it('fetches the CSRF token once and sends it as X-CSRFToken on every mutation', async () => {
    const f = fakeFetch([() => json(200, { result: 'tok1' }), () => json(200, {}), () => json(200, {})]);
    const client = createFetchClient({ fetch: f.fetch });
    await client.request({ method: 'POST', path: '/api/v1/chart/', json: { a: 1 } });
    await client.request({ method: 'DELETE', path: '/api/v1/chart/1' });
    expect(f.calls.map((c) => c.url)).toEqual(['/api/v1/security/csrf_token/', '/api/v1/chart/', '/api/v1/chart/1']);
    expect(header(f.calls[1], 'X-CSRFToken')).toBe('tok1');
    expect(header(f.calls[2], 'X-CSRFToken')).toBe('tok1');
    expect(header(f.calls[1], 'Content-Type')).toBe('application/json');
    expect(f.calls[1]?.init?.body).toBe('{"a":1}');
  });

  it('refreshes a rejected CSRF token once and retries', async () => {
    const f = fakeFetch([
      () => json(200, { result: 'old' }),
      () => json(400, { errors: [{ message: '400 Bad Request: The CSRF token has expired.' }] }),
      () => json(200, { result: 'new' }),
      () => json(200, { ok: 1 }),
    ]);
    const client = createFetchClient({ fetch: f.fetch });
    const res = await client.request({ method: 'PUT', path: '/api/v1/chart/1', json: {} });
    expect(res.ok).toBe(true);
    expect(header(f.calls[3], 'X-CSRFToken')).toBe('new');
  });

  it('calls onUnauthorized on 401 unless the request opts out', async () => {
    let count = 0;
    const f = fakeFetch([() => json(401, { msg: 'no' }), () => json(401, { msg: 'no' })]);
    const client = createFetchClient({ fetch: f.fetch, onUnauthorized: () => (count += 1) });
    await client.request({ method: 'GET', path: '/api/v1/chart/' });
    await client.request({ method: 'GET', path: '/api/v1/me/', noAuthRedirect: true });
    expect(count).toBe(1);
  });

  it('uses a token handed over at login without asking for one', async () => {
    const f = fakeFetch([() => json(200, {})]);
    const client = createFetchClient({ fetch: f.fetch });
    client.resetCsrf('from-login');
    await client.request({ method: 'POST', path: '/api/v1/dashboard/', json: {} });
    expect(f.calls.length).toBe(1);
    expect(header(f.calls[0], 'X-CSRFToken')).toBe('from-login');
  });

  it('reads downloads as a blob with the file name of Content-Disposition', async () => {
    const f = fakeFetch([
      () =>
        new Response('PK', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="dashboard_export_20240101.zip"' },
        }),
    ]);
    const client = createFetchClient({ fetch: f.fetch });
    const res = await client.request({ method: 'GET', path: '/api/v1/dashboard/export/?q=!(1)', responseType: 'blob' });
    expect(res.fileName).toBe('dashboard_export_20240101.zip');
    expect(await res.blob?.text()).toBe('PK');
  });

  it('keeps a non-JSON error body as text', async () => {
    const f = fakeFetch([() => new Response('Bad Gateway', { status: 502 })]);
    const res = await createFetchClient({ fetch: f.fetch }).request({ method: 'GET', path: '/x' });
    expect(res).toMatchObject({ ok: false, status: 502, body: 'Bad Gateway' });
  });
});
