/**
 * API logins: the access and refresh JWTs of one login carry its login id, and the login is a `user_session` row, so
 * logout (that login), a password change and deactivation (every login of the user) revoke the tokens at once.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { now } from '../clock';
import type { MetaDb } from '../store/db';
import { hmac } from './crypto';

export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 3600;

export type TokenType = 'access' | 'refresh';

/** A verified token: its user, its login id and the `user_session` row of that login. */
export interface TokenLogin {
  userId: number;
  loginId: string;
  sessionId: string;
}

/** Issues, checks and revokes the JWTs of API logins. */
export class LoginTokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: MetaDb,
    private readonly secretKey: string,
  ) {
    this.key = new TextEncoder().encode(secretKey);
  }

  /**
   * The row id of a login: a digest of the id in its tokens, so the id a client can read in a token is never the
   * value of a session cookie.
   */
  private rowId(loginId: string): string {
    return hmac(this.secretKey, `api-login:${loginId}`);
  }

  private sign(userId: number, loginId: string, type: TokenType, fresh: boolean): Promise<string> {
    return new SignJWT({ type, fresh, sid: loginId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setJti(randomBytes(12).toString('base64url'))
      .setExpirationTime(Math.floor(Date.now() / 1000) + (type === 'access' ? ACCESS_TTL_S : REFRESH_TTL_S))
      .sign(this.key);
  }

  /** Starts a login of `userId`: a fresh access token, and a refresh token when asked for. */
  async login(userId: number, withRefresh: boolean): Promise<{ access_token: string; refresh_token?: string }> {
    const loginId = randomBytes(24).toString('base64url');
    const created = now();
    const expires = new Date(created.getTime() + (withRefresh ? REFRESH_TTL_S : ACCESS_TTL_S) * 1000);
    await this.db.deleteFrom('user_session').where('expires_on', '<=', created.toISOString()).execute();
    await this.db
      .insertInto('user_session')
      .values({
        id: this.rowId(loginId),
        user_id: userId,
        csrf_secret: randomBytes(16).toString('base64url'),
        created_on: created.toISOString(),
        expires_on: expires.toISOString(),
      })
      .execute();
    const access_token = await this.sign(userId, loginId, 'access', true);
    return withRefresh
      ? { access_token, refresh_token: await this.sign(userId, loginId, 'refresh', false) }
      : { access_token };
  }

  /** The login of a token of this type that is signed, unexpired and not revoked; null otherwise. */
  async verify(token: string, type: TokenType): Promise<TokenLogin | null> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }));
    } catch {
      return null;
    }
    if (payload.type !== type || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const sessionId = this.rowId(payload.sid);
    const row = await this.db
      .selectFrom('user_session')
      .select(['user_id', 'expires_on'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row || String(row.user_id) !== payload.sub || String(row.expires_on) <= now().toISOString()) return null;
    return { userId: Number(row.user_id), loginId: payload.sid, sessionId };
  }

  /** A new (not fresh) access token of a login, for a verified refresh token. */
  refreshedAccess(login: TokenLogin): Promise<string> {
    return this.sign(login.userId, login.loginId, 'access', false);
  }
}
