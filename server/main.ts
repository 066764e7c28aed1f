/** Starts Tessera: configuration, metadata store and migrations, first admin, example data, then serve. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { bootstrapInstance } from './bootstrap';

async function main(): Promise<void> {
  const config = loadConfig();
  const { store, admin } = await bootstrapInstance(config, { log: (m) => console.log(m), examples: process.env.TESSERA_EXAMPLES !== '0' });
  if (admin?.generated) {
    console.log(`\nCreated user 'admin' with the generated password: ${admin.password}\n(shown once; set TESSERA_ADMIN_PASSWORD to choose it)\n`);
  }
  // TESSERA_APP_DIR: the built app to serve (dist/ by default); the browser tests and benches serve their instrumented build.
  const appDir = process.env.TESSERA_APP_DIR;
  const app = await buildApp({ config, store, logger: process.env.TESSERA_LOG === '1', ...(appDir ? { staticDir: appDir } : {}) });
  const close = async (): Promise<void> => {
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  console.log(`Tessera is serving on http://${config.host}:${config.port}/ (data folder ${config.dataDir})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
