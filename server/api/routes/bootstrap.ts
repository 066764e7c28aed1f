/** GET /api/v1/bootstrap/: what the browser app needs first (user, roles, access, flags, configuration). */
import type { FastifyInstance } from 'fastify';
import { WEBSOCKET_PATH } from '../../async/paths';
import type { TesseraConfig } from '../../config';
import { meBody } from '../../security/auth';
import type { Principal } from '../../security/principal';
import type { MetaDb } from '../../store/db';
import { humanizeCrontab } from '../resources/report';
import { REFRESH_INTERVALS } from '../../../src/core/dashboard';

const DEFAULT_REPORT_CRON = '0 0 * * *';

/** Superset's bootstrap `conf` keys that Tessera's app reads, from the configuration. */
export function bootstrapConf(config: TesseraConfig): Record<string, unknown> {
  return {
    ROW_LIMIT: config.rowLimit,
    SAMPLES_ROW_LIMIT: config.samplesRowLimit,
    SQL_MAX_ROW: config.sqlMaxRow,
    DISPLAY_MAX_ROW: Math.min(10_000, config.sqlMaxRow),
    DEFAULT_SQLLAB_LIMIT: 1000,
    SQLLAB_TIMEOUT: config.sqlLabTimeoutSeconds,
    SQLLAB_ASYNC_TIME_LIMIT_SEC: config.sqlLabTimeoutSeconds,
    DEFAULT_TIME_FILTER: config.defaultTimeRange,
    VIZ_TYPE_DENYLIST: config.vizTypeDenylist,
    ANNOTATION_DENYLIST: config.annotationDenylist,
    MAP_TILE_URL: config.mapTileUrl,
    GLOBAL_ASYNC_QUERIES_TRANSPORT: config.asyncQueriesTransport,
    GLOBAL_ASYNC_QUERIES_POLLING_DELAY: config.asyncQueriesPollingDelayMs,
    GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: WEBSOCKET_PATH,
    SUPERSET_WEBSERVER_TIMEOUT: config.webServerTimeoutSeconds,
    SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: 65535,
    CACHE_DEFAULT_TIMEOUT: config.cacheDefaultTimeoutSeconds,
    DASHBOARD_AUTO_REFRESH_INTERVALS: REFRESH_INTERVALS,
    DASHBOARD_AUTO_REFRESH_MODE: 'fetch',
    ALERT_REPORTS_DEFAULT_WORKING_TIMEOUT: 3600,
    ALERT_REPORTS_DEFAULT_RETENTION: 90,
    ALERT_REPORTS_DEFAULT_CRON_VALUE: DEFAULT_REPORT_CRON,
    ALERT_REPORTS_DEFAULT_CRON_TEXT: humanizeCrontab(DEFAULT_REPORT_CRON),
    AUTH_ROLE_ADMIN: 'Admin',
    AUTH_ROLE_PUBLIC: 'Public',
    SQLLAB_CTAS_NO_LIMIT: false,
    CSV_EXTENSIONS: ['csv', 'tsv', 'txt'],
    EXCEL_EXTENSIONS: ['xls', 'xlsx'],
    COLUMNAR_EXTENSIONS: ['parquet', 'zip'],
    ALLOWED_EXTENSIONS: ['csv', 'tsv', 'txt', 'xls', 'xlsx', 'parquet', 'zip'],
    SQL_VALIDATORS_BY_ENGINE: {},
    SCHEDULED_QUERIES: {},
  };
}

/** [permission, view_menu] pairs of each named role. */
async function rolePermissions(db: MetaDb, roles: string[]): Promise<Record<string, Array<[string, string]>>> {
  const out: Record<string, Array<[string, string]>> = Object.fromEntries(roles.map((r) => [r, []]));
  if (!roles.length) return out;
  const rows = await db
    .selectFrom('ab_role_permission')
    .innerJoin('ab_role', 'ab_role.id', 'ab_role_permission.role_id')
    .select(['ab_role.name', 'permission', 'view_menu'])
    .where('ab_role.name', 'in', roles)
    .orderBy('view_menu')
    .orderBy('permission')
    .execute();
  for (const r of rows) (out[String(r.name)] ??= []).push([String(r.permission), String(r.view_menu)]);
  return out;
}

/** The view menus a user holds one access permission on (datasource_access, database_access). */
const accessOf = (p: Principal | null, permission: string): string[] =>
  p
    ? [...p.permissions]
        .filter((k) => k.startsWith(`${permission}|`))
        .map((k) => k.slice(permission.length + 1))
        .sort()
    : [];

/** Registers GET /api/v1/bootstrap/; anonymous callers get `user: null` and 200 so the app can route to /login. */
export async function bootstrapRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.tessera;
  app.get('/api/v1/bootstrap/', async (req) => {
    const principal = req.principal;
    const signedIn = principal && principal.id !== 0 ? principal : null;
    const roles = await rolePermissions(store.db, principal?.roles ?? []);
    const conf = bootstrapConf(config);
    const featureFlags = { ...config.featureFlags };
    const user = signedIn
      ? {
          ...meBody(signedIn),
          roles,
          permissions: {
            datasource_access: accessOf(signedIn, 'datasource_access'),
            database_access: accessOf(signedIn, 'database_access'),
          },
        }
      : null;
    return {
      user,
      roles,
      permissions: {
        datasource_access: accessOf(principal, 'datasource_access'),
        database_access: accessOf(principal, 'database_access'),
      },
      feature_flags: featureFlags,
      conf,
      common: {
        locale: 'en',
        language_pack: null,
        application_root: '/',
        static_assets_prefix: '',
        flash_messages: [],
        feature_flags: featureFlags,
        conf,
        extra_categorical_color_schemes: [],
        extra_sequential_color_schemes: [],
        d3_format: {},
        d3_time_format: {},
        menu_data: {
          brand: {
            path: '/',
            icon: '/static/assets/images/tessera-logo.svg',
            alt: 'Tessera',
            tooltip: '',
            text: 'Tessera',
          },
          navbar_right: {
            user_is_anonymous: !signedIn,
            user_login_url: '/login/',
            user_logout_url: '/logout/',
            user_info_url: '/user_info/',
            locale: 'en',
            languages: {},
            show_language_picker: false,
            show_watermark: false,
            documentation_url: null,
            bug_report_url: null,
          },
          settings: [],
          menu: [],
        },
      },
    };
  });
}
