/** Secrets at rest (connection passwords) are sealed with AES-256-GCM under a key derived from the secret key. */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const keyFrom = (secretKey: string): Buffer => createHash('sha256').update(`tessera-at-rest:${secretKey}`).digest();

/** Encrypts a secret for storage: `v1:<iv>:<tag>:<ciphertext>` in base64url. */
export function seal(secretKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secretKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    ':',
  );
}

/** Decrypts what `seal` produced; throws if it was tampered with or sealed under another key. */
export function unseal(secretKey: string, sealed: string): string {
  const [v, iv, tag, body] = sealed.split(':');
  if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A keyed digest, used for CSRF tokens bound to a session. */
export function hmac(secretKey: string, value: string): string {
  return createHmac('sha256', secretKey).update(value).digest('base64url');
}
