/** Confirm, delete, 'Warning' and 'Error' dialogs on the kit's ModalDialog, and the remove guard that shows its message in 'Warning'. */
import { useState, type ReactNode } from 'react';
import { cancelAction, ModalDialog, TypeToConfirm } from './ModalDialog';

/** Asks before doing something: Cancel (focused first, so Enter never confirms by accident) and a confirm button. */
export function ConfirmDialog(props: {
  title: string;
  isOpen: boolean;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  test?: string;
}) {
  const { confirmLabel = 'OK', cancelLabel = 'Cancel', danger = false } = props;
  return (
    <ModalDialog
      role="alertdialog"
      title={props.title}
      open={props.isOpen}
      onClose={props.onCancel}
      test={props.test ?? 'confirm-modal'}
      actions={[
        cancelAction(props.onCancel, { label: cancelLabel, autoFocus: true }),
        { label: confirmLabel, onPress: props.onConfirm, variant: danger ? 'danger' : 'primary' },
      ]}
    >
      {props.children}
    </ModalDialog>
  );
}

/** The word typed to confirm a deletion. */
export const DELETE_WORD = 'DELETE';

/**
 * Asks before deleting, as Superset does: 'Are you sure you want to delete <names>?', and Delete stays disabled until
 * DELETE is typed. `onConfirm` answers whether the deletion went through; the dialog closes only then.
 */
export function DeleteDialog(props: {
  title: string;
  names: readonly string[];
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    const done = await props.onConfirm();
    setBusy(false);
    if (done) props.onClose();
  };
  return (
    <ModalDialog
      role="alertdialog"
      title={props.title}
      open
      onClose={props.onClose}
      test="delete-modal"
      actions={[
        cancelAction(props.onClose),
        {
          label: 'Delete',
          variant: 'danger',
          disabled: typed !== DELETE_WORD || busy,
          onPress: () => void confirm(),
          test: 'modal-confirm-button',
        },
      ]}
    >
      <p>Are you sure you want to delete {props.names.join(', ')}?</p>
      <TypeToConfirm word={DELETE_WORD} value={typed} onChange={setTyped} test="delete-modal-input" autoFocus />
    </ModalDialog>
  );
}

/** A message with one OK button (focused, so Enter closes it). */
function NoticeDialog(props: {
  title: string;
  message: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  test: string;
}) {
  return (
    <ModalDialog
      role="alertdialog"
      title={props.title}
      open={props.isOpen}
      onClose={props.onClose}
      test={props.test}
      actions={[{ label: 'OK', variant: 'primary', autoFocus: true, onPress: props.onClose }]}
    >
      {props.message}
    </ModalDialog>
  );
}

/** D17.07 / X8.06: the dialog titled 'Warning' that a remove guard's message appears in. */
export function WarningDialog(props: { message: ReactNode; isOpen: boolean; onClose: () => void }) {
  return <NoticeDialog title="Warning" test="warning-modal" {...props} />;
}

/** X4.07: a failure dialog titled 'Error', with the server's message or 'An error has occurred'. */
export function ErrorDialog(props: { message?: ReactNode; isOpen: boolean; onClose: () => void }) {
  return (
    <NoticeDialog
      title="Error"
      test="error-modal"
      isOpen={props.isOpen}
      onClose={props.onClose}
      message={props.message ?? 'An error has occurred'}
    />
  );
}

/** Says whether an item may be removed: a string is the reason it may not; anything else lets it go. */
export type RemoveGuard<T> = (item: T) => string | null | undefined | void;

/** The guard's answer for one item. */
export function checkRemoval<T>(
  guard: RemoveGuard<T>,
  item: T,
): { allowed: true } | { allowed: false; message: string } {
  const message = guard(item);
  return typeof message === 'string' ? { allowed: false, message } : { allowed: true };
}

/**
 * D17.07 / X8.06: removal through a guard. `requestRemove(item)` removes it when the guard lets it go, else shows
 * the guard's message in the 'Warning' dialog and removes nothing. Render `dialog` once, anywhere.
 */
export function useRemoveGuard<T>(
  guard: RemoveGuard<T>,
  remove: (item: T) => void,
): { requestRemove: (item: T) => void; dialog: ReactNode } {
  const [message, setMessage] = useState<string | null>(null);
  const requestRemove = (item: T) => {
    const answer = checkRemoval(guard, item);
    if (answer.allowed) remove(item);
    else setMessage(answer.message);
  };
  const dialog = <WarningDialog isOpen={message !== null} message={message} onClose={() => setMessage(null)} />;
  return { requestRemove, dialog };
}
