/** Prepares an instance: metadata store, migrations, roles, the first admin. Shared by main and tests. */
import type { TesseraConfig } from './config';
import { installExamples } from './install-examples';
import { seedRoles } from './security/roles';
import { sealServerCerts } from './security/server-cert';
import { ensureAdmin } from './security/users';
import { openStore, type Store } from './store/db';
import { migrate } from './store/migrations';

export interface Bootstrapped {
  store: Store;
  admin: { username: string; password: string; generated: boolean } | null;
}

export async function bootstrapInstance(
  config: TesseraConfig,
  opts: { log?: (m: string) => void; adminPassword?: string; examples?: boolean } = {},
): Promise<Bootstrapped> {
  const store = openStore(config);
  const applied = await migrate(store);
  if (applied.length) opts.log?.(`Migrated the metadata store (${store.dialect}): ${applied.join(', ')}`);
  await seedRoles(store.db);
  const sealed = await sealServerCerts(store.db, config.secretKey);
  if (sealed) opts.log?.(`Sealed the server certificates of ${sealed} database(s) stored in clear`);
  const admin = await ensureAdmin(store.db, opts.adminPassword ?? process.env.TESSERA_ADMIN_PASSWORD);
  if (opts.examples) await installExamples(store.db, config.dataDir, opts.log ?? (() => undefined));
  return { store, admin };
}
