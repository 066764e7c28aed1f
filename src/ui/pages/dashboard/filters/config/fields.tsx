/** The dialog's field pieces: a field with its errors (found by name when validation focuses it), text, checkbox. */
import { useId, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { filterConfigDraft } from '../../../../../state/filters';

/** A field of the form: `name` is the validation's field name; its errors show under it, announced. */
export function Field(props: { name: string; errors: readonly string[]; children: ReactNode; className?: string }) {
  return (
    <div className={props.className ? `fcfg-field ${props.className}` : 'fcfg-field'} data-field={props.name}>
      {props.children}
      {props.errors.map((message) => (
        <span key={message} className="field-error" role="alert" data-test={`filter-error-${props.name}`}>
          {message}
        </span>
      ))}
    </div>
  );
}

/** A labelled text input or text area with its size limit. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  multiline?: boolean;
  invalid?: boolean;
  required?: boolean;
  test?: string;
}) {
  const id = useId();
  const common = {
    id,
    value: props.value,
    maxLength: props.maxLength,
    'aria-invalid': props.invalid ? true : undefined,
    'aria-required': props.required ? true : undefined,
    'data-test': props.test,
  };
  return (
    <>
      <label htmlFor={id} className="fcfg-label">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => props.onChange(e.target.value)} />
      )}
    </>
  );
}

/** A checkbox with its label. */
export function Checkbox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  test?: string;
}) {
  return (
    <label className="fcfg-check">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled ?? false}
        onChange={(e) => props.onChange(e.target.checked)}
        data-test={props.test}
      />
      {props.label}
    </label>
  );
}

/** A text field of the form with its errors: `name` is the validation's field name. */
export function TextInputField(props: {
  name: string;
  label: string;
  value: string;
  errors: readonly string[];
  onChange: (value: string) => void;
  maxLength: number;
  multiline?: boolean;
  required?: boolean;
  test?: string;
}) {
  const { name, errors, ...text } = props;
  return (
    <Field name={name} errors={errors}>
      <TextField {...text} invalid={errors.length > 0} />
    </Field>
  );
}

/** The errors of one item's field, from the draft's last refused Save. */
export function useItemErrors(itemId: string): (field: string) => string[] {
  const { errors } = useSnapshot(filterConfigDraft);
  return (field) => errors.filter((e) => e.filterId === itemId && e.field === field).map((e) => e.message);
}
