/** The event channel of a request: per user for API (Bearer) clients, from the signed `async-token` cookie for browsers. */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { hmac } from '../security/crypto';

/** Superset's GLOBAL_ASYNC_QUERIES_JWT_COOKIE_NAME. */
export const ASYNC_JWT_COOKIE = 'async-token';

/** Signs and reads the channel cookie (HS256, claims {channel, sub, exp}). */
export class ChannelTokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly secretKey: string,
    private readonly ttlSeconds: number,
    private readonly clock: () => number = Date.now,
  ) {
    // A key of its own, so a channel token can never pass for a login token or the other way round.
    this.key = new TextEncoder().encode(hmac(secretKey, 'async-queries-jwt'));
  }

  /** The channel every API client of this user shares; the same in every server process. */
  userChannel(userId: number): string {
    return `user-${hmac(this.secretKey, `async-channel:${userId}`).slice(0, 32)}`;
  }

  async sign(channel: string, userId: number): Promise<string> {
    const nowS = Math.floor(this.clock() / 1000);
    return new SignJWT({ channel })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + this.ttlSeconds)
      .sign(this.key);
  }

  /** The channel of a token issued to this user, or null when it is missing, forged, expired or someone else's. */
  async verify(token: string | undefined, userId: number): Promise<string | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock()),
      });
      return typeof payload.channel === 'string' && payload.channel && payload.sub === String(userId)
        ? payload.channel
        : null;
    } catch {
      return null;
    }
  }

  /** The request's channel, or null when it has none yet (or a cookie that is not valid for this user). */
  async channelOf(req: FastifyRequest): Promise<string | null> {
    const user = req.principal;
    if (!user) return null;
    if (req.authVia === 'token') return this.userChannel(user.id);
    return this.verify(req.cookies[ASYNC_JWT_COOKIE], user.id);
  }

  /** The request's channel, issuing a fresh one in the cookie when it has none. */
  async ensureChannel(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    const found = await this.channelOf(req);
    if (found) return found;
    const user = req.principal;
    if (!user) throw new Error('ensureChannel needs an authenticated request');
    const channel = randomUUID();
    reply.setCookie(ASYNC_JWT_COOKIE, await this.sign(channel, user.id), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: this.ttlSeconds,
      secure: 'auto',
    });
    return channel;
  }
}
