// @vitest-environment happy-dom
import './happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopoverFooter } from '../../../src/ui/kit';

afterEach(cleanup);

describe('the footer of an explore popover', () => {
  it('X5.01 Close discards, the confirming button applies, and is disabled while the edit cannot be saved', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(<PopoverFooter onClose={onClose} onConfirm={onConfirm} confirmLabel="Save" />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<PopoverFooter onClose={onClose} onConfirm={onConfirm} confirmDisabled closeLabel="Cancel" />);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
