/** The Close and Apply (or Save, OK) buttons at the foot of an explore popover's editor. */

/** The footer: Close discards the edit, the primary button confirms it (disabled while it cannot be confirmed). */
export function PopoverFooter(props: {
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  closeLabel?: string;
  confirmDisabled?: boolean;
}) {
  return (
    <div className="kit-popover-footer">
      <button type="button" className="btn" onClick={props.onClose}>
        {props.closeLabel ?? 'Close'}
      </button>
      <button type="button" className="btn btn-primary" disabled={props.confirmDisabled} onClick={props.onConfirm}>
        {props.confirmLabel ?? 'Apply'}
      </button>
    </div>
  );
}
