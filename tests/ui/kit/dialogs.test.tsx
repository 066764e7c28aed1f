// @vitest-environment happy-dom
import './happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRemoval, ConfirmDialog, ErrorDialog, useRemoveGuard, type RemoveGuard } from '../../../src/ui/kit';

afterEach(cleanup);

/** A list of filters whose remove button goes through the guard. */
function Filters({ guard }: { guard: RemoveGuard<string> }) {
  const [items, setItems] = useState(['country', 'year']);
  const { requestRemove, dialog } = useRemoveGuard(guard, (item: string) =>
    setItems((xs) => xs.filter((x) => x !== item)),
  );
  return (
    <>
      <ul>
        {items.map((item) => (
          <li key={item}>
            {item}
            <button type="button" aria-label={`Remove ${item}`} onClick={() => requestRemove(item)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}

const guard: RemoveGuard<string> = (item) =>
  item === 'country' ? 'This filter is used by a dashboard and cannot be removed.' : null;

describe('remove guard', () => {
  it('D17.07 X8.06 a guard that returns a message blocks the removal', () => {
    expect(checkRemoval(guard, 'country')).toEqual({
      allowed: false,
      message: 'This filter is used by a dashboard and cannot be removed.',
    });
    expect(checkRemoval(guard, 'year')).toEqual({ allowed: true });
    expect(checkRemoval(() => undefined, 'x')).toEqual({ allowed: true });
  });

  it("D17.07 X8.06 the message is shown in a dialog titled 'Warning' (OK focused) and the item stays", async () => {
    const user = userEvent.setup();
    render(<Filters guard={guard} />);
    await user.click(screen.getByRole('button', { name: 'Remove country' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Warning' });
    expect(dialog.textContent).toContain('This filter is used by a dashboard and cannot be removed.');
    expect(screen.getByText('country')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('country')).toBeTruthy();
  });

  it('D17.07 X8.06 an item the guard lets go is removed at once, with no dialog', async () => {
    const user = userEvent.setup();
    render(<Filters guard={guard} />);
    await user.click(screen.getByRole('button', { name: 'Remove year' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('year')).toBeNull();
  });
});

describe('confirm and error dialogs', () => {
  it('X3.04 a confirm dialog opens on Cancel and is answered by keyboard: Escape cancels, Tab then Enter confirms', async () => {
    const user = userEvent.setup();
    const answers: string[] = [];
    const { rerender } = render(
      <ConfirmDialog
        isOpen
        title="Change dataset"
        confirmLabel="Proceed"
        onConfirm={() => answers.push('yes')}
        onCancel={() => answers.push('no')}
      >
        Warning! Changing the dataset may break the chart if the metadata does not exist.
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(answers).toEqual(['no']);
    rerender(
      <ConfirmDialog
        isOpen
        title="Change dataset"
        confirmLabel="Proceed"
        onConfirm={() => answers.push('yes')}
        onCancel={() => answers.push('no')}
      >
        Warning!
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Proceed' }));
    await user.keyboard('{Enter}');
    expect(answers).toEqual(['no', 'yes']);
  });

  it("X4.07 an error dialog is titled 'Error', says 'An error has occurred' without a message", () => {
    render(<ErrorDialog isOpen onClose={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'Error' }).textContent).toContain('An error has occurred');
  });

  it("X4.07 an error dialog shows the server's message and closes with its button", async () => {
    const user = userEvent.setup();
    let closed = 0;
    render(<ErrorDialog isOpen message="The chart could not be saved." onClose={() => closed++} />);
    expect(screen.getByRole('alertdialog', { name: 'Error' }).textContent).toContain('The chart could not be saved.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(closed).toBe(1);
  });
});
