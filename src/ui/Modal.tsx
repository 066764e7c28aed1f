import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

/** A dialog over the page, closed with Escape or the footer's buttons. */
export function Modal({
  title,
  open,
  onClose,
  children,
  footer,
  test,
  wide = false,
  maxWidth,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  test: string;
  wide?: boolean;
  /** A maximum width in px, for dialogs the spec sizes; below it the dialog takes most of the viewport's width. */
  maxWidth?: number;
}) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={open} onOpenChange={(o) => !o && onClose()} isDismissable>
      <AriaModal className={wide ? 'modal modal-wide' : 'modal'} {...(maxWidth ? { style: { width: '96vw', maxWidth } } : {})}>
        <Dialog className="modal-dialog" data-test={test}>
          <Heading slot="title" className="modal-title">
            {title}
          </Heading>
          <div className="modal-body">{children}</div>
          {footer ? <div className="modal-footer">{footer}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
