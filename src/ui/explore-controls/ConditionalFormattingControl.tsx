/**
 * The conditional formatting control (X9.07, X14.08, S3.02): the list of formatters over the table chart's formatter
 * model, 'Add new color formatter', and the 'Edit formatter' popover validated field by field when a field is left.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  COMPARATORS,
  MULTIPLE_VALUE_COMPARATORS,
  formatterLabel,
  validateRule,
  type Comparator,
  type ConditionalFormattingRule,
} from '../../charts';
import { PopoverFooter, Select, type SelectValue } from '../kit';
import { useControlContext } from './context';
import { resultColumnsOf } from './resultColumns';
import { PopoverListControl } from './SortableList';
import type { ControlProps } from './types';

/** The popover's title, for a new formatter and an edited one (X9.07). */
export const EDIT_FORMATTER_TEXT = 'Edit formatter';
export const ADD_FORMATTER_TEXT = 'Add new color formatter';

const COLOR_OPTIONS = [
  { value: 'green', label: 'Green' },
  { value: 'yellow', label: 'Yellow' },
  { value: 'red', label: 'Red' },
];
const OPERATOR_OPTIONS = COMPARATORS.map((c) => ({ value: c, label: c }));

type Field = keyof ConditionalFormattingRule;

const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** One field of the editor with its message; leaving it marks it touched. */
function FormatterField(props: { error: string | undefined; onLeave: () => void; children: ReactNode }) {
  return (
    <div className="xc-control" onBlur={props.onLeave}>
      {props.children}
      {props.error && (
        <span className="xc-error" role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}

/** The 'Edit formatter' form: column, colour scheme, operator and the target value(s). */
export function FormatterEditor(props: {
  rule: ConditionalFormattingRule;
  columns: readonly string[];
  onApply: (rule: ConditionalFormattingRule) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ConditionalFormattingRule>(props.rule);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const errors = validateRule(draft);
  const errorOf = (field: Field) => (touched.has(field) ? errors[field] : undefined);
  const touch = (field: Field) => () => setTouched((t) => new Set(t).add(field));
  const set = (patch: Partial<ConditionalFormattingRule>) => {
    const next = { ...draft, ...patch };
    for (const key of Object.keys(patch) as Field[]) if (patch[key] === undefined) delete next[key];
    setDraft(next);
  };
  const between = draft.operator !== undefined && MULTIPLE_VALUE_COMPARATORS.includes(draft.operator);
  const apply = () => {
    if (Object.keys(errors).length > 0) {
      setTouched(new Set(Object.keys(errors) as Field[]));
      return;
    }
    props.onApply(draft);
  };
  const numberInput = (field: 'targetValue' | 'targetValueLeft' | 'targetValueRight', label: string) => (
    <FormatterField error={errorOf(field)} onLeave={touch(field)}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        className="xc-input"
        type="number"
        value={draft[field] ?? ''}
        aria-invalid={errorOf(field) ? true : undefined}
        onChange={(e) => set({ [field]: numberOf(e.target.value) })}
      />
    </FormatterField>
  );
  const select = (field: 'column' | 'colorScheme' | 'operator', label: string, options: typeof COLOR_OPTIONS) => (
    <FormatterField error={errorOf(field)} onLeave={touch(field)}>
      <Select
        label={label}
        options={options}
        value={draft[field] ?? null}
        clearable={false}
        onChange={(v: SelectValue | null) =>
          set({ [field]: v === null ? undefined : field === 'operator' ? (String(v) as Comparator) : String(v) })
        }
      />
    </FormatterField>
  );
  return (
    <div className="xc-editor">
      {select(
        'column',
        'Column',
        props.columns.map((c) => ({ value: c, label: c })),
      )}
      {select('colorScheme', 'Color scheme', COLOR_OPTIONS)}
      {select('operator', 'Operator', OPERATOR_OPTIONS)}
      {between ? (
        <>
          {numberInput('targetValueLeft', 'Left value')}
          {numberInput('targetValueRight', 'Right value')}
        </>
      ) : draft.operator && draft.operator !== 'None' ? (
        numberInput('targetValue', 'Target value')
      ) : null}
      <PopoverFooter onClose={props.onClose} onConfirm={apply} />
    </div>
  );
}

/** The formatters of the table chart's conditional_formatting; the numeric result columns are offered. */
export function ConditionalFormattingControl({ config, value, onChange, errors }: ControlProps) {
  const { dataset, resultColumns } = useControlContext();
  const rules: readonly ConditionalFormattingRule[] = Array.isArray(value) ? value : [];
  const columns = resultColumnsOf(resultColumns, dataset)
    .filter((c) => c.kind === 'number')
    .map((c) => c.name);
  return (
    <PopoverListControl
      config={config}
      errors={errors}
      items={rules}
      itemLabel={formatterLabel}
      onChange={onChange}
      addText={ADD_FORMATTER_TEXT}
      editorLabel={EDIT_FORMATTER_TEXT}
      renderEditor={({ item, save, close }) => (
        <FormatterEditor rule={item ?? {}} columns={columns} onApply={save} onClose={close} />
      )}
    />
  );
}
