/** A title edited in place (X5.02 / X6.02): a button with the tooltip 'Click to edit label', then a text input. */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Tip } from './Tip';

/**
 * Shows `value`, or `defaultLabel` when it is empty ('My metric', 'My column'). Enter or leaving the input saves,
 * Escape keeps the old title; an emptied title saves as '' so the default label shows again.
 */
export function EditableTitle(props: {
  /** What the title names, for screen readers ('Metric name'). */
  label: string;
  value: string;
  defaultLabel: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** The most characters the title may hold: the input takes no more. */
  maxLength?: number;
  test?: string;
}) {
  const { label, value, defaultLabel, onChange, isDisabled = false } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [draft]);

  const finish = (save: boolean) => {
    if (draft === null) return;
    if (save && draft.trim() !== value) onChange(draft.trim());
    refocus.current = true;
    setDraft(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' && e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    finish(e.key === 'Enter');
  };

  if (draft !== null) {
    return (
      <input
        className="kit-editable-title-input"
        aria-label={label}
        autoFocus
        value={draft}
        placeholder={defaultLabel}
        {...(props.maxLength !== undefined ? { maxLength: props.maxLength } : {})}
        data-test={props.test}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
      />
    );
  }
  const shown = value || defaultLabel;
  return (
    <Tip content="Click to edit label">
      <button
        ref={buttonRef}
        type="button"
        className="kit-editable-title"
        aria-label={`${label}: ${shown}`}
        disabled={isDisabled}
        data-test={props.test}
        onClick={() => setDraft(value)}
      >
        {shown}
      </button>
    </Tip>
  );
}
