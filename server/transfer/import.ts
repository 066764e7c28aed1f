/** The import command: validate the whole bundle first, then write it in one transaction or not at all. */
import type { RequestScope, Trx } from '../api/resource';
import { engineRegistry } from '../domain/database';
import { ApiError } from '../http/errors';
import { commandError, EXPORT_VERSION, METADATA_FILE, parseYaml, type ImportMessages } from './bundle';
import {
  checkDatabaseUri,
  validateConfig,
  type ChartConfig,
  type DashboardConfig,
  type DatabaseConfig,
  type DatasetConfig,
  type Folder,
  type SavedQueryConfig,
} from './configs';
import {
  existingDatabase,
  existingDataset,
  importChart,
  importDashboard,
  importDatabase,
  importDataset,
  importSavedQuery,
  type ImportRun,
} from './importers';
import { titleOf, type KindName, type TransferKind } from './kinds';

/** Folders a bundle of each kind may carry (Superset's per-command schemas). */
const FOLDERS: Record<KindName, Folder[]> = {
  chart: ['charts/', 'datasets/', 'databases/'],
  dashboard: ['dashboards/', 'charts/', 'datasets/', 'databases/'],
  dataset: ['datasets/', 'databases/'],
  database: ['databases/', 'datasets/'],
  saved_query: ['queries/', 'databases/'],
};

export interface ImportOptions {
  passwords: Record<string, string>;
  overwrite: boolean;
}

type Configs = Map<string, { folder: Folder; config: unknown }>;

function checkMetadata(contents: Map<string, string>, kind: TransferKind, messages: ImportMessages): void {
  const text = contents.get(METADATA_FILE);
  if (text === undefined) throw commandError(422, 'Could not find a valid command to import file');
  const metadata = parseYaml(METADATA_FILE, text, messages) as Record<string, unknown> | null | undefined;
  if (metadata === undefined) return;
  if (!metadata || typeof metadata !== 'object' || metadata.version !== EXPORT_VERSION)
    throw commandError(422, 'Could not find a valid command to import file');
  if ('type' in metadata && metadata.type !== kind.modelName)
    messages[METADATA_FILE] = { type: [`Must be equal to ${kind.modelName}.`] };
}

async function loadConfigs(
  trx: Trx,
  scope: RequestScope,
  contents: Map<string, string>,
  kind: TransferKind,
  opts: ImportOptions,
  messages: ImportMessages,
): Promise<Configs> {
  const configs: Configs = new Map();
  for (const [path, text] of contents) {
    const folder = FOLDERS[kind.name].find((f) => path.startsWith(f));
    if (!folder || !text.trim()) continue;
    const raw = parseYaml(path, text, messages);
    if (raw === undefined) continue;
    const config = validateConfig(folder, path, raw, messages);
    if (!config) continue;
    if (folder === 'databases/') {
      const db = config as DatabaseConfig;
      const given = opts.passwords[path];
      if (given) db.password = given;
      else if (!db.password) {
        const existing = await existingDatabase(trx, db);
        if (existing?.encrypted_password) db.existingPassword = true;
      }
      checkDatabaseUri(db, path, scope.ctx.config.dataDir, messages);
    }
    configs.set(path, { folder, config });
  }
  return configs;
}

async function preventOverwrite(
  trx: Trx,
  configs: Configs,
  kind: TransferKind,
  messages: ImportMessages,
): Promise<void> {
  const title = titleOf(kind.importNoun);
  const databaseIds = new Map<string, number>();
  for (const { folder, config } of configs.values()) {
    if (folder !== 'databases/') continue;
    const found = await existingDatabase(trx, config as DatabaseConfig);
    if (found) databaseIds.set((config as DatabaseConfig).uuid, Number(found.id));
  }
  for (const [path, { folder, config }] of configs) {
    if (folder !== kind.prefix) continue;
    const c = config as { uuid: string };
    let exists: boolean;
    if (folder === 'databases/') exists = databaseIds.has(c.uuid);
    else if (folder === 'datasets/') {
      const ds = config as DatasetConfig;
      const dbId =
        databaseIds.get(ds.database_uuid) ??
        Number(
          (await trx.selectFrom('dbs').select('id').where('uuid', '=', ds.database_uuid).executeTakeFirst())?.id ?? NaN,
        );
      exists = !!(await existingDataset(trx, ds, Number.isNaN(dbId) ? undefined : dbId));
    } else exists = !!(await trx.selectFrom(kind.table).select('id').where('uuid', '=', c.uuid).executeTakeFirst());
    if (exists) messages[path] = `${title} already exists and \`overwrite=true\` was not passed`;
  }
}

/** Bundle configs of one folder, in the bundle's order. */
function ofFolder<T>(configs: Configs, folder: Folder): Array<[string, T]> {
  return [...configs].filter(([, v]) => v.folder === folder).map(([path, v]) => [path, v.config as T]);
}

async function writeAll(run: ImportRun, configs: Configs, kind: TransferKind, overwrite: boolean): Promise<void> {
  const own = (folder: Folder): boolean => overwrite && kind.prefix === folder;
  const charts = ofFolder<ChartConfig>(configs, 'charts/');
  const dashboards = ofFolder<DashboardConfig>(configs, 'dashboards/');
  const queries = ofFolder<SavedQueryConfig>(configs, 'queries/');
  const datasets = ofFolder<DatasetConfig>(configs, 'datasets/');
  const dashboardCharts = new Set(
    dashboards.flatMap(([, d]) =>
      Object.values(d.position ?? {}).map((n) => (n as { meta?: { uuid?: unknown } } | null)?.meta?.uuid),
    ),
  );
  const wantedCharts = kind.name === 'dashboard' ? charts.filter(([, c]) => dashboardCharts.has(c.uuid)) : charts;
  const datasetUuids = new Set(wantedCharts.map(([, c]) => c.dataset_uuid));
  for (const [, d] of dashboards) {
    for (const f of Array.isArray(d.metadata?.native_filter_configuration)
      ? (d.metadata.native_filter_configuration as Array<{ targets?: Array<{ datasetUuid?: unknown }> }>)
      : []) {
      for (const t of f.targets ?? []) if (typeof t.datasetUuid === 'string') datasetUuids.add(t.datasetUuid);
    }
  }
  const wantedDatasets =
    kind.name === 'dataset' || kind.name === 'database'
      ? datasets
      : datasets.filter(([, d]) => datasetUuids.has(d.uuid));
  const databaseUuids = new Set([
    ...wantedDatasets.map(([, d]) => d.database_uuid),
    ...queries.map(([, q]) => q.database_uuid),
  ]);
  for (const [, c] of ofFolder<DatabaseConfig>(configs, 'databases/')) {
    if (kind.name !== 'database' && !databaseUuids.has(c.uuid)) continue;
    run.databases.set(c.uuid, await importDatabase(run, c, own('databases/')));
  }
  for (const [path, c] of wantedDatasets) {
    if (kind.name === 'database' && !run.databases.has(c.database_uuid)) continue;
    run.datasets.set(c.uuid, await importDataset(run, path, c, own('datasets/')));
  }
  for (const [path, c] of wantedCharts) run.charts.set(c.uuid, await importChart(run, path, c, own('charts/')));
  for (const [, c] of dashboards) await importDashboard(run, c, own('dashboards/'));
  for (const [path, c] of queries) await importSavedQuery(run, path, c, own('queries/'));
}

/** Imports a bundle's contents (paths without the root folder) as the request's user. */
export async function importBundle(
  scope: RequestScope,
  kind: TransferKind,
  contents: Map<string, string>,
  opts: ImportOptions,
): Promise<void> {
  if (!contents.size) throw commandError(400, 'No valid import files were found');
  const messages: ImportMessages = {};
  checkMetadata(contents, kind, messages);
  const db = scope.ctx.store.db;
  const touched = new Set<number>();
  try {
    await db.transaction().execute(async (trx) => {
      const configs = await loadConfigs(trx, scope, contents, kind, opts, messages);
      if (!opts.overwrite) await preventOverwrite(trx, configs, kind, messages);
      if (Object.keys(messages).length) throw commandError(422, `Error importing ${kind.importNoun}`, messages);
      const run: ImportRun = {
        trx,
        scope,
        databases: new Map(),
        datasets: new Map(),
        charts: new Map(),
        touchedDatabases: touched,
      };
      await writeAll(run, configs, kind, opts.overwrite);
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    scope.req.log.error({ err }, 'import failed');
    throw commandError(500, `Import ${kind.importNoun} failed for an unknown reason`);
  }
  for (const id of touched) await engineRegistry(scope).invalidate(id);
}
