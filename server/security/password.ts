/** Password hashing with scrypt, a memory-hard KDF (N=2^15, r=8, p=1: 32 MiB per hash). */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 1 << 15;
const R = 8;
const P = 1;
const KEY_LEN = 64;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_LEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hashes a password into `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a stored value is a hash this module made (and so costs a full scrypt to check). */
const isScryptHash = (stored: string | null | undefined): stored is string => /^scrypt(\$[^$]+){5}$/.test(stored ?? '');

let dummyHash: Promise<string> | null = null;

/** A hash of a random password nobody knows, made once per process: what a login without a user is checked against. */
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')));

/**
 * Checks a login's password against the user's hash, or against the dummy hash when there is no user (or no usable
 * hash), so that the answer takes as long whether or not the username exists.
 */
export async function verifyLoginPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const usable = isScryptHash(stored);
  const ok = await verifyPassword(password, usable ? stored : await dummyPasswordHash());
  return usable && ok;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
