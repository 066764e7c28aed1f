/**
 * The password check of every login path (API JWT and browser session): failures throttled per username and per
 * client address, and the same work (one scrypt) whether or not the user exists or is active.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { now } from '../clock';
import type { TesseraConfig } from '../config';
import { ApiError, unauthorized } from '../http/errors';
import type { MetaDb } from '../store/db';
import { verifyLoginPassword } from './password';
import { loadPrincipal, type Principal } from './principal';
import { LoginThrottle } from './throttle';

const loginBody = z.object({
  username: z.string().min(1, 'Missing data for required field.'),
  password: z.string().min(1, 'Missing data for required field.'),
  provider: z.enum(['db', 'ldap']).optional(),
  refresh: z.boolean().optional(),
});

export const TOO_MANY_FAILURES = 'Too many failed login attempts. Please wait a few minutes and try again.';
const INVALID_LOGIN = 'Invalid login. Please try again.';

/** Checks the username and password of a login request: the user's principal, or a 400, 401 or 429. */
export type LoginCheck = (req: FastifyRequest) => Promise<Principal>;

export function loginCheck(
  db: MetaDb,
  config: Pick<TesseraConfig, 'loginMaxFailures' | 'loginMaxFailuresPerAddress' | 'loginWindowSeconds'>,
): LoginCheck {
  const windowMs = config.loginWindowSeconds * 1000;
  const perUser = new LoginThrottle(config.loginMaxFailures, windowMs);
  const perAddress = new LoginThrottle(config.loginMaxFailuresPerAddress, windowMs);

  return async (req) => {
    const parsed = loginBody.safeParse(req.body);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
      throw new ApiError(400, 'Bad request', { message: fields });
    }
    const { username, password } = parsed.data;
    // req.ip is the socket's address unless the request came through a proxy listed in TESSERA_TRUSTED_PROXIES.
    const userKey = username.toLowerCase();
    const at = Date.now();
    if (perUser.blocked(userKey, at) || perAddress.blocked(req.ip, at)) throw new ApiError(429, TOO_MANY_FAILURES);
    const row = await db
      .selectFrom('ab_user')
      .select(['id', 'password', 'active'])
      .where('username', '=', username)
      .executeTakeFirst();
    const passwordOk = await verifyLoginPassword(password, row?.password as string | null | undefined);
    if (!row || !passwordOk || !Number(row.active)) {
      perUser.fail(userKey, at);
      perAddress.fail(req.ip, at);
      if (row)
        await db
          .updateTable('ab_user')
          .set({ fail_login_count: sql`fail_login_count + 1` })
          .where('id', '=', row.id)
          .execute();
      throw unauthorized(INVALID_LOGIN);
    }
    // The address count is kept: one valid account must not clear a client's count of guesses at others.
    perUser.reset(userKey);
    await db
      .updateTable('ab_user')
      .set({ last_login: now().toISOString(), fail_login_count: 0 })
      .where('id', '=', row.id)
      .execute();
    const principal = await loadPrincipal(db, { id: Number(row.id) });
    if (!principal) throw unauthorized(INVALID_LOGIN);
    return principal;
  };
}
