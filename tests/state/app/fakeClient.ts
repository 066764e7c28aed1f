import type { ApiClient, ApiRequest, ApiResponse } from '../../../src/state/app';

/** A scripted answer: status and body, for requests whose `METHOD path` starts with the key. */
export type Script = Record<
  string,
  { status: number; body?: unknown } | ((req: ApiRequest) => { status: number; body?: unknown })
>;

/** A tiny fake API client that records requests and answers from a script (longest key wins). */
export function fakeClient(script: Script): ApiClient & { requests: ApiRequest[]; csrfResets: (string | undefined)[] } {
  const requests: ApiRequest[] = [];
  const csrfResets: (string | undefined)[] = [];
  return {
    requests,
    csrfResets,
    async request(req) {
      requests.push(req);
      const line = `${req.method} ${req.path}`;
      const key = Object.keys(script)
        .filter((k) => line.startsWith(k))
        .sort((a, b) => b.length - a.length)[0];
      const entry = key === undefined ? { status: 404, body: { message: 'Not found' } } : script[key];
      const answer = typeof entry === 'function' ? entry(req) : (entry ?? { status: 404 });
      const res: ApiResponse = {
        status: answer.status,
        ok: answer.status >= 200 && answer.status < 300,
        statusText: '',
        body: answer.body ?? null,
      };
      if (req.responseType === 'blob' && res.ok) res.blob = new Blob(['zip']);
      return res;
    },
    resetCsrf(token) {
      csrfResets.push(token);
    },
  };
}
