/** The app's one modal: every dialog (forms, confirms, notices) is this react-aria Modal + Dialog. */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** One button of a dialog's footer, in the order given. */
export interface DialogAction {
  label: ReactNode;
  onPress: () => void;
  /** 'primary' for the action the dialog exists for, 'danger' when that action destroys something. */
  variant?: 'primary' | 'danger';
  disabled?: boolean;
  /** Takes focus when the dialog opens (an alert's safest button). */
  autoFocus?: boolean;
  test?: string;
}

/** The footer button that closes the dialog and does nothing else. */
export function cancelAction(
  onClose: () => void,
  extra: Omit<DialogAction, 'label' | 'onPress'> & { label?: string } = {},
): DialogAction {
  return { ...extra, label: extra.label ?? 'Cancel', onPress: onClose };
}

/** What a modal dialog shows: title, body, footer buttons; `role` 'alertdialog' for a confirm or a notice. */
export interface ModalDialogProps {
  title: string;
  open: boolean;
  /** Called by Escape, a click outside, and whatever footer action the caller wires to it. */
  onClose: () => void;
  children: ReactNode;
  actions?: readonly DialogAction[];
  test: string;
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
  /** A maximum width in px, for dialogs the spec sizes; below it the dialog takes most of the viewport's width. */
  maxWidth?: number;
}

const buttonClass = (variant: DialogAction['variant']) => (variant ? `btn btn-${variant}` : 'btn');

/** A modal dialog over the page: focus stays inside while open and goes back to the opener on close; Escape closes. */
export function ModalDialog(props: ModalDialogProps) {
  const { actions = [], role = 'dialog' } = props;
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      isDismissable
    >
      <Modal
        className={props.wide ? 'modal modal-wide' : 'modal'}
        {...(props.maxWidth ? { style: { width: '96vw', maxWidth: props.maxWidth } } : {})}
      >
        <Dialog role={role} className="modal-dialog" data-test={props.test}>
          <Heading slot="title" className="modal-title">
            {props.title}
          </Heading>
          <div className="modal-body">{props.children}</div>
          {actions.length ? (
            <div className="modal-footer">
              {actions.map((a, i) => (
                <Button
                  key={i}
                  className={buttonClass(a.variant)}
                  isDisabled={a.disabled ?? false}
                  autoFocus={a.autoFocus ?? false}
                  onPress={a.onPress}
                  data-test={a.test}
                >
                  {a.label}
                </Button>
              ))}
            </div>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** 'Type "WORD" to confirm' and its input: the guard of a destructive step (delete, overwrite). */
export function TypeToConfirm(props: {
  word: string;
  value: string;
  onChange: (value: string) => void;
  test: string;
  autoFocus?: boolean;
}) {
  return (
    <label>
      Type &quot;{props.word}&quot; to confirm
      <input
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoFocus={props.autoFocus ?? false}
        data-test={props.test}
      />
    </label>
  );
}
