/** The labelled text fields of the header's dialogs: a one-line field and a monospace code editor with its error. */

/** A labelled one-line text input. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  test: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <input
        value={props.value}
        {...(props.maxLength ? { maxLength: props.maxLength } : {})}
        disabled={props.disabled ?? false}
        onChange={(e) => props.onChange(e.target.value)}
        data-test={props.test}
      />
    </label>
  );
}

/** A labelled monospace editor (CSS, JSON) with the reason its text is refused, if it is. */
export function CodeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  test: string;
  error: string | null;
}) {
  return (
    <>
      <label>
        <span>{props.label}</span>
        <textarea
          className="code-editor"
          rows={props.rows}
          spellCheck={false}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          data-test={props.test}
        />
      </label>
      {props.error ? (
        <p role="alert" className="field-error" data-test={`${props.test}-error`}>
          {props.error}
        </p>
      ) : null}
    </>
  );
}
