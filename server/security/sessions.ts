/** Browser sessions: a `user_session` row whose random id is the session cookie's value. */
import { randomBytes } from 'node:crypto';
import { now } from '../clock';
import type { MetaDb } from '../store/db';

/** Starts a session of `userId` lasting `ttlMs` from now; answers its id and expiry. */
export async function createSession(db: MetaDb, userId: number, ttlMs: number): Promise<{ id: string; expires: Date }> {
  const id = randomBytes(32).toString('base64url');
  const created = now();
  const expires = new Date(created.getTime() + ttlMs);
  await db
    .insertInto('user_session')
    .values({
      id,
      user_id: userId,
      csrf_secret: randomBytes(16).toString('base64url'),
      created_on: created.toISOString(),
      expires_on: expires.toISOString(),
    })
    .execute();
  return { id, expires };
}
