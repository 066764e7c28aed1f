/** The footer of explore's dialogs: Cancel and the dialog's primary action. */
export function DialogFooter({ onCancel, onConfirm, confirmLabel, disabled, test }: { onCancel: () => void; onConfirm: () => void; confirmLabel: string; disabled: boolean; test?: string }) {
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="btn btn-primary" disabled={disabled} onClick={onConfirm} data-test={test}>
        {confirmLabel}
      </button>
    </>
  );
}
