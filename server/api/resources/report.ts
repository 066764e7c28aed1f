/** Alerts and reports: Superset's ReportScheduleRestApi CRUD (scheduling runs elsewhere). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Cron } from 'croner';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError, unprocessable } from '../../http/errors';
import { allDatasourceAccess } from '../../security/access';
import type { ColumnValues, IdTable } from '../../store/schema';
import { ownerIdsFor, OWNERS, ownersOf, peopleById, setOwners } from '../../domain/owners';
import { copyGiven, required } from '../../domain/values';
import {
  loadRow,
  parseBody,
  scopeOf,
  type Query,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
  type Trx,
} from '../resource';
import { auditFields, bool, changedStamp, createdStamp, parseJsonText } from '../../domain/audit';
import { chartResource } from './chart';
import { visibleCharts } from '../../domain/chart';
import { visibleDashboards } from '../../domain/dashboard';
import { dashboardResource } from './dashboard';
import { readOnly, textSearch, userRelated } from './common';
import { recipientRefusal } from '../../reports/recipients';
import { reportSettings } from '../../reports/settings';

const positive = (field: z.ZodNumber): z.ZodNumber => field.int().min(1, 'Value must be greater than 0');

/** Whether a crontab is a valid five-field expression (or an @alias) that the scheduler can run. */
export function isValidCrontab(expr: string): boolean {
  const text = expr.trim();
  if (!text.startsWith('@') && text.split(/\s+/).length !== 5) return false;
  try {
    new Cron(text, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const recipient = z.object({
  type: z.enum(['Email', 'Slack', 'SlackV2', 'Webhook']),
  recipient_config_json: z
    .object({ target: z.string(), ccTarget: z.string().optional(), bccTarget: z.string().optional() })
    .optional(),
});
const fields = {
  type: z.enum(['Alert', 'Report']),
  name: z.string().min(1, 'Length must be between 1 and 150.').max(150, 'Length must be between 1 and 150.'),
  description: z.string().nullable().optional(),
  context_markdown: z.string().nullable().optional(),
  active: z.boolean().optional(),
  crontab: z
    .string()
    .min(1, 'Length must be between 1 and 1000.')
    .max(1000, 'Length must be between 1 and 1000.')
    .refine(isValidCrontab, 'Cron expression is not valid'),
  timezone: z.string().refine(isTimeZone, 'Must be a valid IANA time zone.').optional(),
  sql: z.string().nullable().optional(),
  chart: z.number().int().nullable().optional(),
  dashboard: z.number().int().nullable().optional(),
  database: z.number().int().nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  validator_type: z.enum(['not null', 'operator']).nullable().optional(),
  validator_config_json: z
    .object({ op: z.enum(['<', '<=', '>', '>=', '==', '!=']).optional(), threshold: z.number().optional() })
    .nullable()
    .optional(),
  log_retention: positive(z.number()).optional(),
  grace_period: positive(z.number()).optional(),
  working_timeout: positive(z.number()).optional(),
  recipients: z.array(recipient).optional(),
  report_format: z.enum(['PNG', 'CSV', 'TEXT', 'PDF']).optional(),
  creation_method: z.enum(['charts', 'dashboards', 'alerts_reports']).optional(),
  force_screenshot: z.boolean().optional(),
  custom_width: z
    .number()
    .int()
    .min(600, 'Must be greater than or equal to 600.')
    .max(2400, 'Must be less than or equal to 2400.')
    .nullable()
    .optional(),
  email_subject: z.string().max(255).nullable().optional(),
  extra: z.record(z.string(), z.unknown()).optional(),
};
const createSchema = z.strictObject(fields);
/** Fields this resource answers but does not take: accepted and ignored, so a GET body can be sent back. */
const updateSchema = z.strictObject({
  ...readOnly([
    'id',
    'crontab_humanized',
    'chart_id',
    'dashboard_id',
    'last_eval_dttm',
    'last_state',
    'last_value',
    'last_value_row_json',
    'changed_on',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'created_on',
    'created_on_delta_humanized',
    'changed_by',
    'changed_by_name',
    'created_by',
  ]),
  ...fields,
  type: fields.type.optional(),
  name: fields.name.optional(),
  crontab: fields.crontab.optional(),
  log_retention: z.number().int().min(0, 'Value must be greater than or equal to 0').optional(),
});
type ReportBody = z.infer<typeof updateSchema>;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A plain-English reading of common crontabs (cron_descriptor's wording); others are answered as written. */
export function humanizeCrontab(expr: string): string {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) return expr;
  const [min, hour, dom, mon, dow] = parts as [string, string, string, string, string];
  const rest = dom === '*' && mon === '*';
  if (min === '*' && hour === '*' && rest && dow === '*') return 'Every minute';
  const every = /^\*\/(\d+)$/.exec(min);
  if (every && hour === '*' && rest && dow === '*') return `Every ${every[1]} minutes`;
  if (!/^\d+$/.test(min) || !/^\d+$/.test(hour) || mon !== '*')
    return /^\d+$/.test(min) && hour === '*' && rest && dow === '*' ? `At ${min} minutes past the hour` : expr;
  const h = Number(hour);
  const at = `At ${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${min.padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  if (dom === '*' && dow === '*') return at;
  if (dom === '*' && /^[0-6]$/.test(dow)) return `${at}, only on ${WEEKDAYS[Number(dow)]}`;
  if (dom === '*' && dow === '1-5') return `${at}, Monday through Friday`;
  if (/^\d+$/.test(dom) && dow === '*') return `${at}, on day ${dom} of the month`;
  return expr;
}

async function exists(trx: Trx, table: IdTable, id: number): Promise<boolean> {
  return !!(await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}

/** Whether a chart or dashboard exists for the user: one they may not see is answered as missing. */
async function visibleExists(trx: Trx, spec: ResourceSpec, id: number, scope: RequestScope): Promise<boolean> {
  let q: Query = trx.selectFrom(spec.table).select(`${spec.table}.id`).where(`${spec.table}.id`, '=', id);
  if (spec.visible) q = await spec.visible(q, scope);
  return !!(await q.executeTakeFirst());
}

/** CreateReportScheduleCommand / UpdateReportScheduleCommand validation, collected into one 422. */
async function validate(
  trx: Trx,
  row: Row | null,
  data: ReportBody,
  scope: RequestScope,
): Promise<{ chart: number | null; dashboard: number | null; database: number | null }> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string): void => void (errors[field] ??= []).push(message);
  const type = data.type ?? String(row?.type);
  const name = data.name ?? String(row?.name);
  if (data.name !== undefined || data.type !== undefined) {
    let q = trx.selectFrom('report_schedule').select('id').where('name', '=', name).where('type', '=', type);
    if (row) q = q.where('id', '!=', Number(row.id));
    if (await q.executeTakeFirst())
      add(
        'name',
        type === 'Alert' ? `An alert named "${name}" already exists` : `A report named "${name}" already exists`,
      );
  }
  const pickId = (key: 'chart' | 'dashboard' | 'database', column: string): number | null =>
    data[key] !== undefined ? (data[key] ?? null) : row ? ((row[column] as number | null) ?? null) : null;
  let chart = pickId('chart', 'chart_id');
  let dashboard = pickId('dashboard', 'dashboard_id');
  const database = pickId('database', 'database_id');
  if (data.chart && data.dashboard) add('chart', 'Choose a chart or dashboard not both');
  else if (data.chart) dashboard = null;
  else if (data.dashboard) chart = null;
  if (!chart && !dashboard && (!row || data.chart !== undefined || data.dashboard !== undefined))
    add('chart', 'Must choose either a chart or a dashboard');
  if (data.chart && !(await visibleExists(trx, chartResource, data.chart, scope))) add('chart', 'Chart does not exist');
  if (data.dashboard && !(await visibleExists(trx, dashboardResource, data.dashboard, scope)))
    add('dashboard', 'Dashboard does not exist');
  if (type === 'Alert') {
    if (!database) add('database', 'Database is required for alerts');
    else if (data.database && !(await exists(trx, 'dbs', data.database))) add('database', 'Database does not exist');
  } else if (data.database) add('database', 'Database reference is not allowed on a report');
  const allowPrivate = reportSettings().allowPrivateWebhooks;
  for (const r of data.recipients ?? []) {
    const refusal = recipientRefusal({ type: r.type, target: r.recipient_config_json?.target ?? '' }, allowPrivate);
    if (refusal) add('recipients', refusal);
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  const method = data.creation_method ?? (row?.creation_method as string | undefined);
  if (!row && method && method !== 'alerts_reports') {
    let q = trx.selectFrom('report_schedule').select('id').where('created_by_fk', '=', scope.user.id);
    q = chart ? q.where('chart_id', '=', chart) : q.where('dashboard_id', '=', dashboard);
    if (await q.executeTakeFirst()) throw new ApiError(409, 'Resource already has an attached report.');
  }
  return { chart, dashboard, database: type === 'Alert' ? database : null };
}

async function writeReport(trx: Trx, row: Row | null, data: ReportBody, scope: RequestScope): Promise<number> {
  const refs = await validate(trx, row, data, scope);
  const values: ColumnValues<'report_schedule'> = {
    chart_id: refs.chart,
    dashboard_id: refs.dashboard,
    database_id: refs.database,
  };
  copyGiven(values, data, [
    'type',
    'name',
    'description',
    'context_markdown',
    'crontab',
    'timezone',
    'sql',
    'validator_type',
    'log_retention',
    'grace_period',
    'working_timeout',
    'report_format',
    'creation_method',
  ] as const);
  if (data.active !== undefined) values.active = data.active ? 1 : 0;
  if (data.force_screenshot !== undefined) values.force_screenshot = data.force_screenshot ? 1 : 0;
  if (data.validator_config_json !== undefined)
    values.validator_config_json =
      data.validator_config_json === null ? null : JSON.stringify(data.validator_config_json);
  if (data.recipients !== undefined) {
    values.recipients = JSON.stringify(
      data.recipients.map((r, i) => ({
        id: i + 1,
        type: r.type,
        recipient_config_json: JSON.stringify(r.recipient_config_json ?? {}),
      })),
    );
  }
  if (data.extra !== undefined || data.email_subject !== undefined || data.custom_width !== undefined) {
    const stored = parseJsonText<Row>(row?.extra, {});
    values.extra = JSON.stringify({
      ...stored,
      ...(data.extra !== undefined ? { extra: data.extra } : {}),
      ...(data.email_subject !== undefined ? { email_subject: data.email_subject } : {}),
      ...(data.custom_width !== undefined ? { custom_width: data.custom_width } : {}),
    });
  }
  let id: number;
  if (!row) {
    const created = await trx
      .insertInto('report_schedule')
      .values({
        ...createdStamp(scope.user.id, randomUUID()),
        report_format: 'PNG',
        timezone: 'UTC',
        ...values,
        type: required(values.type, 'type'),
        name: required(values.name, 'name'),
        crontab: required(values.crontab, 'crontab'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(created.id);
  } else {
    id = Number(row.id);
    await trx
      .updateTable('report_schedule')
      .set({ ...values, ...changedStamp(scope.user.id) })
      .where('id', '=', id)
      .execute();
  }
  if (!row || data.owners !== undefined) {
    const missing = await setOwners(trx, OWNERS.report, id, ownerIdsFor(scope, data.owners));
    if (missing.length) throw unprocessable({ owners: ['Owners are invalid'] });
  }
  return id;
}

async function namesOf(
  db: RequestScope['ctx']['store']['db'],
  table: IdTable,
  columns: string[],
  ids: unknown[],
): Promise<Map<number, Row>> {
  const unique = [...new Set(ids.filter((i) => i !== null && i !== undefined).map(Number))];
  if (!unique.length) return new Map();
  const rows: Row[] = await db
    .selectFrom(table)
    .select(['id', ...columns.map((c) => sql.ref(c).as(c))])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

async function renderReports(rows: Row[], scope: RequestScope): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const ids = rows.map((r) => Number(r.id));
  const [owners, people, charts, dashboards, databases] = await Promise.all([
    ownersOf(db, OWNERS.report, ids),
    peopleById(
      db,
      rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]),
    ),
    namesOf(
      db,
      'slices',
      ['slice_name', 'viz_type'],
      rows.map((r) => r.chart_id),
    ),
    namesOf(
      db,
      'dashboards',
      ['dashboard_title'],
      rows.map((r) => r.dashboard_id),
    ),
    namesOf(
      db,
      'dbs',
      ['database_name'],
      rows.map((r) => r.database_id),
    ),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    const extra = parseJsonText<Row>(r.extra, {});
    const recipients = parseJsonText<Row[]>(r.recipients, []);
    return {
      id,
      type: r.type,
      name: r.name,
      description: r.description ?? null,
      context_markdown: r.context_markdown ?? null,
      active: bool(r.active),
      crontab: r.crontab,
      crontab_humanized: humanizeCrontab(String(r.crontab)),
      timezone: r.timezone ?? 'UTC',
      creation_method: r.creation_method ?? null,
      report_format: r.report_format ?? null,
      sql: r.sql ?? null,
      chart_id: r.chart_id ?? null,
      dashboard_id: r.dashboard_id ?? null,
      chart: r.chart_id ? (charts.get(Number(r.chart_id)) ?? null) : null,
      dashboard: r.dashboard_id ? (dashboards.get(Number(r.dashboard_id)) ?? null) : null,
      database: r.database_id ? (databases.get(Number(r.database_id)) ?? null) : null,
      validator_type: r.validator_type ?? null,
      validator_config_json: r.validator_config_json ?? null,
      recipients,
      owners: owners.get(id) ?? [],
      log_retention: r.log_retention,
      grace_period: r.grace_period,
      working_timeout: r.working_timeout,
      force_screenshot: bool(r.force_screenshot),
      custom_width: extra.custom_width ?? null,
      email_subject: extra.email_subject ?? null,
      extra: (extra.extra as Row | undefined) ?? {},
      last_eval_dttm: r.last_eval_dttm ?? null,
      last_state: r.last_state ?? 'Not triggered',
      last_value: r.last_value ?? null,
      last_value_row_json: null,
      ...auditFields(r, people),
    };
  });
}

/** Users with all datasource access see every schedule; others those they own or created. */
const visibleReports = (q: Query, scope: RequestScope): Query => {
  if (allDatasourceAccess(scope.user)) return q;
  const userId = scope.user.id;
  return q.where((eb) =>
    eb.or([
      eb('report_schedule.created_by_fk', '=', userId),
      eb.exists(
        eb
          .selectFrom('report_schedule_user')
          .select('user_id')
          .whereRef('report_schedule_user.report_schedule_id', '=', 'report_schedule.id')
          .where('report_schedule_user.user_id', '=', userId),
      ),
    ]),
  );
};

export const reportResource: ResourceSpec = {
  name: 'report',
  noun: 'report schedule',
  table: 'report_schedule',
  viewMenu: 'ReportSchedule',
  owners: OWNERS.report,
  orderColumns: {
    active: 'report_schedule.active',
    description: 'report_schedule.description',
    'created_by.first_name': 'report_schedule.created_by_fk',
    'changed_by.first_name': 'report_schedule.changed_by_fk',
    changed_on: 'report_schedule.changed_on',
    changed_on_delta_humanized: 'report_schedule.changed_on',
    created_on: 'report_schedule.created_on',
    crontab: 'report_schedule.crontab',
    crontab_humanized: 'report_schedule.crontab',
    last_eval_dttm: 'report_schedule.last_eval_dttm',
    name: 'report_schedule.name',
    type: 'report_schedule.type',
    id: 'report_schedule.id',
  },
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  filterColumns: {
    id: 'id',
    name: 'name',
    active: 'active',
    type: 'type',
    last_state: 'last_state',
    creation_method: 'creation_method',
    chart_id: 'chart_id',
    dashboard_id: 'dashboard_id',
    created_by: 'created_by_fk',
    changed_by: 'changed_by_fk',
  },
  customFilters: { report_all_text: textSearch(['report_schedule.name', 'report_schedule.description']) },
  visible: visibleReports,
  listColumns: [
    'id',
    'type',
    'name',
    'description',
    'active',
    'crontab',
    'crontab_humanized',
    'timezone',
    'creation_method',
    'chart_id',
    'dashboard_id',
    'recipients',
    'owners',
    'last_eval_dttm',
    'last_state',
    'extra',
    'changed_by',
    'changed_on',
    'changed_on_delta_humanized',
    'created_by',
    'created_on',
  ],
  listItems: renderReports,
  show: async (row, scope) => (await renderReports([row], scope))[0] ?? {},
  create: (body, scope, trx) => writeReport(trx, null, parseBody(createSchema, body), scope),
  update: async (row, body, scope, trx) => {
    await writeReport(trx, row, parseBody(updateSchema, body), scope);
  },
  forbiddenMessage: 'Changing this report is forbidden',
  related: {
    owners: userRelated,
    created_by: userRelated,
    changed_by: userRelated,
    chart: {
      table: 'slices',
      value: 'id',
      text: (r) => String(r.slice_name),
      searchColumns: ['slice_name'],
      visible: visibleCharts,
    },
    dashboard: {
      table: 'dashboards',
      value: 'id',
      text: (r) => String(r.dashboard_title),
      searchColumns: ['dashboard_title'],
      visible: visibleDashboards,
    },
    database: { table: 'dbs', value: 'id', text: (r) => String(r.database_name), searchColumns: ['database_name'] },
  },
  distinct: ['name'],
};

/** Registers the report routes: its generic resource routes. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, reportResource);
  // The execution log of one report (ReportExecutionLogRestApi): its runs, newest first.
  app.get('/api/v1/report/:pk/log/', async (req) => {
    const scope = scopeOf(req, reportResource, 'can_read');
    const id = Number((req.params as { pk: string }).pk);
    if (!Number.isInteger(id)) throw new ApiError(404, 'Not found');
    await loadRow(reportResource, scope, id);
    const rows = await scope.ctx.store.db
      .selectFrom('report_execution_log')
      .selectAll()
      .where('report_schedule_id', '=', id)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    const result = rows.map((r) => ({
      id: Number(r.id),
      uuid: r.uuid,
      scheduled_dttm: r.scheduled_dttm,
      start_dttm: r.start_dttm,
      end_dttm: r.end_dttm,
      state: r.state,
      error_message: r.error_message,
      value: r.value,
      value_row_json: null,
    }));
    return { count: result.length, ids: result.map((r) => r.id), result };
  });
}
