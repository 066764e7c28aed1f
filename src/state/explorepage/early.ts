/**
 * GET /api/v1/explore/ asked for as the app starts (the explore route's prefetch), before the session and the page's
 * code have loaded; opening explore then takes that answer instead of asking again, as the dashboard page does.
 */
import { exploreUrlParams } from '../../core/explore';
import { call, type ApiClient, type ApiResponse } from '../app';
import { exploreRequestPath, needsUrlParameters } from './request';

let early: { path: string; answer: Promise<ApiResponse> } | null = null;

/** Asks for what the address `path` + `search` opens, now; an address that names nothing asks for nothing. */
export function prefetchExplore(api: ApiClient, path: string, search: string): void {
  const params = exploreUrlParams(path, search);
  if (needsUrlParameters(params)) return;
  const requestPath = exploreRequestPath(params);
  // Made before the session check answers: a 401 is left to it (it shows the login page), and the page asks again.
  const answer = call(api, { method: 'GET', path: requestPath, noAuthRedirect: true });
  // A failure is the page's to report, when it asks again.
  answer.catch(() => undefined);
  early = { path: requestPath, answer };
}

/** The answer to GET `requestPath`: the early one, once, if it was for this address and succeeded; else asked now. */
export async function exploreAnswer(api: ApiClient, requestPath: string): Promise<ApiResponse> {
  const taken = early;
  early = null;
  if (taken?.path === requestPath) {
    const answer = await taken.answer.catch(() => null);
    if (answer) return answer;
  }
  return call(api, { method: 'GET', path: requestPath });
}
