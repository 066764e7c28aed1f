/**
 * The download cookie of Superset's export endpoints: `?token=<t>` answers `Set-Cookie: <t>=done` so the page that
 * started the download can see it finished. The name comes from the request, so it is checked: a cookie-safe token
 * that is not the name of a cookie the server keeps (the session, the async-query channel).
 */
import type { FastifyReply } from 'fastify';
import { ASYNC_JWT_COOKIE } from '../async/channel';
import { badRequest } from '../http/errors';
import { SESSION_COOKIE } from './auth';

/** Superset's front end makes the token with nanoid (21 of A-Z a-z 0-9 _ -); a little room is left around it. */
const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const SERVER_COOKIES = new Set([SESSION_COOKIE, ASYNC_JWT_COOKIE]);

/** The download token of a request, checked; undefined when none was sent; a 400 (before any work) when unusable. */
export function downloadToken(token: unknown): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (typeof token !== 'string' || !DOWNLOAD_TOKEN.test(token)) {
    throw badRequest('Bad request', {
      message: { token: ['The download token must be 1 to 64 letters, digits, "-" or "_".'] },
    });
  }
  if (SERVER_COOKIES.has(token))
    throw badRequest('Bad request', {
      message: { token: [`The download token cannot be "${token}": that cookie is Tessera's own.`] },
    });
  return token;
}

/** Sets the download cookie of a checked token: readable by the page (not HTTP-only), for ten minutes. */
export function setDownloadCookie(reply: FastifyReply, token: string | undefined): void {
  if (token) reply.setCookie(token, 'done', { maxAge: 600, path: '/', sameSite: 'lax' });
}
