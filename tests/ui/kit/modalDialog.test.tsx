// @vitest-environment happy-dom
import './happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cancelAction, DeleteDialog, ModalDialog } from '../../../src/ui/kit';

afterEach(cleanup);

/** A page with a button that opens a form dialog. */
function Opener({ log }: { log: string[] }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    log.push('closed');
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        title="Edit user"
        open={open}
        onClose={close}
        test="user-modal"
        actions={[
          cancelAction(close),
          { label: 'Save', variant: 'primary', onPress: () => log.push('saved'), test: 'user-save' },
        ]}
      >
        <label>
          Name
          <input data-test="user-name" />
        </label>
      </ModalDialog>
    </>
  );
}

describe('the kit modal dialog', () => {
  it('is a dialog named by its title, with its test id, body and footer buttons in order', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(<Opener log={log} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(dialog.getAttribute('data-test')).toBe('user-modal');
    expect([...dialog.querySelectorAll('.modal-footer button')].map((b) => b.textContent)).toEqual(['Cancel', 'Save']);
    expect(dialog.querySelector('[data-test="user-save"]')?.className).toBe('btn btn-primary');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(log).toEqual(['saved']);
  });

  it('traps focus inside while open, closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(<Opener log={log} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(log).toEqual(['closed']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("takes role 'alertdialog' for a confirm, and a disabled action does nothing", async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(
      <ModalDialog
        title="Sure?"
        open
        role="alertdialog"
        onClose={() => log.push('closed')}
        test="sure"
        actions={[{ label: 'Go', disabled: true, onPress: () => log.push('go') }]}
      >
        Really?
      </ModalDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toBeTruthy();
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go.hasAttribute('disabled')).toBe(true);
    await user.click(go);
    expect(log).toEqual([]);
  });
});

describe('the delete dialog', () => {
  it('asks about the named items, and Delete stays disabled until DELETE is typed', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(
      <DeleteDialog
        title="Delete chart?"
        names={['Revenue']}
        onConfirm={async () => (log.push('deleted'), true)}
        onClose={() => log.push('closed')}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete chart?' });
    expect(dialog.getAttribute('data-test')).toBe('delete-modal');
    expect(dialog.textContent).toContain('Are you sure you want to delete Revenue?');
    const input = dialog.querySelector<HTMLInputElement>('[data-test="delete-modal-input"]')!;
    expect(document.activeElement).toBe(input);
    const confirm = dialog.querySelector<HTMLButtonElement>('[data-test="modal-confirm-button"]')!;
    await user.type(input, 'delete');
    expect(confirm.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, 'DELETE');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(log).toEqual(['deleted', 'closed']);
  });

  it('stays open when the deletion fails, and Cancel closes it without deleting', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(
      <DeleteDialog
        title="Delete role?"
        names={['Alpha']}
        onConfirm={async () => (log.push('failed'), false)}
        onClose={() => log.push('closed')}
      />,
    );
    await user.type(screen.getByRole('textbox'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(log).toEqual(['failed']);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(log).toEqual(['failed', 'closed']);
  });

  it('mounted only while asked (as the list pages do), it gives focus back to the row button that opened it', async () => {
    const user = userEvent.setup();
    function Row() {
      const [asking, setAsking] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAsking(true)}>
            Delete Revenue
          </button>
          {asking ? (
            <DeleteDialog
              title="Delete chart?"
              names={['Revenue']}
              onConfirm={async () => true}
              onClose={() => setAsking(false)}
            />
          ) : null}
        </>
      );
    }
    render(<Row />);
    const opener = screen.getByRole('button', { name: 'Delete Revenue' });
    await user.click(opener);
    expect(screen.getByRole('alertdialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
