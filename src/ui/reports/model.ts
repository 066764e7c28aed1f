/** Reports attached to a dashboard or chart: list query, form, payload and schedule preview. Pure. */
import { Cron } from 'croner';
import { risonParam } from '../../core/api';

/** What a report is attached to (D13.07: the dashboard header or a chart's menu). */
export interface ReportTarget {
  kind: 'dashboard' | 'chart';
  id: number;
}

/** The entry of the dashboard header's and chart's menus (D13.07), in Superset's words. */
export const MANAGE_REPORTS_LABEL = 'Manage email report';

export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'TEXT';

/** A report as the list answers it (the fields the modal and the list use). */
export interface AttachedReport {
  id: number;
  name: string;
  active: boolean;
  crontab: string;
  timezone: string;
  report_format: ReportFormat;
  recipients: Array<{ type: string; recipient_config_json: string }>;
  last_state?: string;
}

/** The modal's fields. */
export interface ReportForm {
  name: string;
  crontab: string;
  timezone: string;
  format: ReportFormat;
  recipientType: 'Email' | 'Webhook';
  target: string;
}

/** D13.01: the reports of this dashboard or chart created from it by this user. */
export function attachedReportsPath(target: ReportTarget, userId: number): string {
  const filters = [
    { col: target.kind === 'dashboard' ? 'dashboard_id' : 'chart_id', opr: 'eq', value: target.id },
    { col: 'creation_method', opr: 'eq', value: target.kind === 'dashboard' ? 'dashboards' : 'charts' },
    { col: 'created_by', opr: 'rel_o_m', value: userId },
  ];
  return `/api/v1/report/?q=${risonParam({ filters })}`;
}

/** The formats offered: CSV only for charts. */
export function formatsFor(target: ReportTarget): ReportFormat[] {
  return target.kind === 'chart' ? ['PNG', 'PDF', 'CSV', 'TEXT'] : ['PNG', 'PDF', 'TEXT'];
}

export function emptyForm(title: string, timezone: string): ReportForm {
  return {
    name: title ? `${title} report` : 'Weekly report',
    crontab: '0 9 * * 1',
    timezone,
    format: 'PNG',
    recipientType: 'Email',
    target: '',
  };
}

/** The form of an existing report. */
export function formOf(report: AttachedReport): ReportForm {
  const first = report.recipients[0];
  let target = '';
  try {
    target = String((JSON.parse(first?.recipient_config_json ?? '{}') as { target?: string }).target ?? '');
  } catch {
    target = '';
  }
  return {
    name: report.name,
    crontab: report.crontab,
    timezone: report.timezone,
    format: report.report_format,
    recipientType: first?.type === 'Webhook' ? 'Webhook' : 'Email',
    target,
  };
}

/** D13.02 / D13.03: the body of POST or PUT /api/v1/report/. */
export function reportPayload(form: ReportForm, target: ReportTarget): Record<string, unknown> {
  return {
    type: 'Report',
    name: form.name.trim(),
    crontab: form.crontab.trim(),
    timezone: form.timezone,
    report_format: form.format,
    active: true,
    creation_method: target.kind === 'dashboard' ? 'dashboards' : 'charts',
    [target.kind]: target.id,
    recipients: [{ type: form.recipientType, recipient_config_json: { target: form.target.trim() } }],
  };
}

/** The schedule in words: its next runs in the time zone, or why the crontab cannot run. */
export function schedulePreview(crontab: string, timezone: string, from: Date, count = 3): string {
  const text = crontab.trim();
  if (!text.startsWith('@') && text.split(/\s+/).length !== 5) return 'Cron expression is not valid';
  try {
    const cron = new Cron(text, { timezone, paused: true });
    const runs = cron.nextRuns(count, from);
    cron.stop();
    const fmt = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    return runs.length ? `Next runs (${timezone}): ${runs.map((d) => fmt.format(d)).join('; ')}` : 'Never runs';
  } catch {
    return 'Cron expression is not valid';
  }
}
