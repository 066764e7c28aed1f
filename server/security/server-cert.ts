/** A database's server_cert (the CA certificate of its TLS connection) is a secret at rest, sealed like passwords. */
import { MASKED_PASSWORD } from '../engines';
import type { MetaDb } from '../store/db';
import { seal } from './crypto';

const isSealed = (text: string): boolean => text.startsWith('v1:');

/** The stored value for a server_cert a body sends: sealed; the mask keeps what is stored; empty clears it. */
export function storedServerCert(secretKey: string, given: string | null, stored: unknown): string | null {
  if (given === MASKED_PASSWORD) return typeof stored === 'string' ? stored : null;
  return given ? seal(secretKey, given) : null;
}

/** Seals certificates that earlier versions stored in clear; run at start, a no-op once done. */
export async function sealServerCerts(db: MetaDb, secretKey: string): Promise<number> {
  const rows = await db.selectFrom('dbs').select(['id', 'server_cert']).where('server_cert', 'is not', null).execute();
  const plain = rows.filter(
    (r) => typeof r.server_cert === 'string' && r.server_cert !== '' && !isSealed(r.server_cert),
  );
  for (const r of plain)
    await db
      .updateTable('dbs')
      .set({ server_cert: seal(secretKey, String(r.server_cert)) })
      .where('id', '=', r.id)
      .execute();
  return plain.length;
}
