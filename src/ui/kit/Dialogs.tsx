/** Confirm, 'Warning' and 'Error' dialogs, and the remove guard that shows its message in the 'Warning' one. */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** A modal alert dialog in the app's .modal styles: its safest button takes focus, Tab cycles inside, Escape dismisses. */
function AlertDialog(props: { title: string; isOpen: boolean; onDismiss: () => void; children: ReactNode; footer: ReactNode; test: string }) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={props.isOpen} onOpenChange={(open) => !open && props.onDismiss()} isDismissable>
      <Modal className="modal">
        <Dialog role="alertdialog" className="modal-dialog" data-test={props.test}>
          <Heading slot="title" className="modal-title">
            {props.title}
          </Heading>
          <div className="modal-body">{props.children}</div>
          <div className="modal-footer">{props.footer}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

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
    <AlertDialog
      title={props.title}
      isOpen={props.isOpen}
      onDismiss={props.onCancel}
      test={props.test ?? 'confirm-modal'}
      footer={
        <>
          <Button className="btn" autoFocus onPress={props.onCancel}>
            {cancelLabel}
          </Button>
          <Button className={danger ? 'btn btn-danger' : 'btn btn-primary'} onPress={props.onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </AlertDialog>
  );
}

/** A message with one OK button (focused, so Enter closes it). */
function NoticeDialog(props: { title: string; message: ReactNode; isOpen: boolean; onClose: () => void; test: string }) {
  return (
    <AlertDialog
      title={props.title}
      isOpen={props.isOpen}
      onDismiss={props.onClose}
      test={props.test}
      footer={
        <Button className="btn btn-primary" autoFocus onPress={props.onClose}>
          OK
        </Button>
      }
    >
      {props.message}
    </AlertDialog>
  );
}

/** D17.07 / X8.06: the dialog titled 'Warning' that a remove guard's message appears in. */
export function WarningDialog(props: { message: ReactNode; isOpen: boolean; onClose: () => void }) {
  return <NoticeDialog title="Warning" test="warning-modal" {...props} />;
}

/** X4.07: a failure dialog titled 'Error', with the server's message or 'An error has occurred'. */
export function ErrorDialog(props: { message?: ReactNode; isOpen: boolean; onClose: () => void }) {
  return <NoticeDialog title="Error" test="error-modal" isOpen={props.isOpen} onClose={props.onClose} message={props.message ?? 'An error has occurred'} />;
}

/** Says whether an item may be removed: a string is the reason it may not; anything else lets it go. */
export type RemoveGuard<T> = (item: T) => string | null | undefined | void;

/** The guard's answer for one item. */
export function checkRemoval<T>(guard: RemoveGuard<T>, item: T): { allowed: true } | { allowed: false; message: string } {
  const message = guard(item);
  return typeof message === 'string' ? { allowed: false, message } : { allowed: true };
}

/**
 * D17.07 / X8.06: removal through a guard. `requestRemove(item)` removes it when the guard lets it go, else shows
 * the guard's message in the 'Warning' dialog and removes nothing. Render `dialog` once, anywhere.
 */
export function useRemoveGuard<T>(guard: RemoveGuard<T>, remove: (item: T) => void): { requestRemove: (item: T) => void; dialog: ReactNode } {
  const [message, setMessage] = useState<string | null>(null);
  const requestRemove = (item: T) => {
    const answer = checkRemoval(guard, item);
    if (answer.allowed) remove(item);
    else setMessage(answer.message);
  };
  const dialog = <WarningDialog isOpen={message !== null} message={message} onClose={() => setMessage(null)} />;
  return { requestRemove, dialog };
}
