/** D13.02 / D13.03: the report modal: name, schedule (cron, next runs, time zone), format and one recipient. */
import { useState } from 'react';
import { cancelAction, ModalDialog, Select, type SelectOption } from '../kit';
import { saveReport } from './actions';
import {
  emptyForm,
  formatsFor,
  formOf,
  reportPayload,
  schedulePreview,
  type AttachedReport,
  type ReportForm,
  type ReportTarget,
} from './model';

export interface ReportModalProps {
  open: boolean;
  target: ReportTarget;
  /** The dashboard's or chart's title, for the default name. */
  title: string;
  /** The report edited; none to create one. */
  report?: AttachedReport | null;
  onClose: () => void;
  onSaved?: () => void;
  /** The clock of the preview (tests pin it). */
  now?: () => Date;
}

const FORMAT_LABELS: Record<string, string> = {
  PNG: 'Image (PNG) embedded in email',
  PDF: 'PDF',
  CSV: 'Formatted CSV attached in email',
  TEXT: 'Text embedded in email',
};

const RECIPIENT_TYPES: SelectOption[] = [
  { value: 'Email', label: 'Email' },
  { value: 'Webhook', label: 'Webhook' },
];

/** The IANA zones the runtime knows, with the report's own first when it is not one of them. */
function zoneOptions(current: string): SelectOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((z) => ({ value: z, label: z }));
}

const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function ReportModal(props: ReportModalProps) {
  const [form, setForm] = useState<ReportForm>(() =>
    props.report ? formOf(props.report) : emptyForm(props.title, localZone()),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ReportForm>(key: K, value: ReportForm[K]): void => setForm({ ...form, [key]: value });
  const preview = schedulePreview(form.crontab, form.timezone, (props.now ?? (() => new Date()))());
  const save = async (): Promise<void> => {
    setSaving(true);
    const refused = await saveReport(props.report?.id ?? null, reportPayload(form, props.target));
    setSaving(false);
    if (refused) return setError(refused);
    props.onSaved?.();
    props.onClose();
  };
  return (
    <ModalDialog
      title={props.report ? 'Edit email report' : 'Schedule a new email report'}
      open={props.open}
      onClose={props.onClose}
      test="report-modal"
      actions={[
        cancelAction(props.onClose),
        {
          label: props.report ? 'Save' : 'Add',
          variant: 'primary',
          disabled: saving || !form.name.trim() || !form.target.trim(),
          onPress: () => void save(),
          test: 'report-save',
        },
      ]}
    >
      <label className="field">
        Report name
        <input value={form.name} onChange={(e) => set('name', e.target.value)} data-test="report-name" />
      </label>
      <label className="field">
        Schedule (cron)
        <input value={form.crontab} onChange={(e) => set('crontab', e.target.value)} data-test="report-cron" />
      </label>
      <p className="help" data-test="report-cron-preview">
        {preview}
      </p>
      <Select
        label="Time zone"
        value={form.timezone}
        options={zoneOptions(form.timezone)}
        clearable={false}
        onChange={(zone) => set('timezone', zone === null ? form.timezone : String(zone))}
        test="report-timezone"
      />
      <fieldset className="field">
        <legend>Message content</legend>
        {formatsFor(props.target).map((f) => (
          <label key={f}>
            <input type="radio" name="report-format" checked={form.format === f} onChange={() => set('format', f)} />
            {FORMAT_LABELS[f]}
          </label>
        ))}
      </fieldset>
      <Select
        label="Send to"
        value={form.recipientType}
        options={RECIPIENT_TYPES}
        clearable={false}
        onChange={(type) => set('recipientType', type === 'Webhook' ? 'Webhook' : 'Email')}
        test="report-recipient-type"
      />
      <label className="field">
        {form.recipientType === 'Email' ? 'Email addresses (comma-separated)' : 'Webhook URL'}
        <input value={form.target} onChange={(e) => set('target', e.target.value)} data-test="report-target" />
      </label>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
