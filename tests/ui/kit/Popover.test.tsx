// @vitest-environment happy-dom
import './happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopoverTrigger, POPOVER_MIN_SIZE } from '../../../src/ui/kit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(top: number) {
  render(
    <PopoverTrigger label="Edit metric" trigger="SUM(num)">
      <p>metric editor</p>
      <button type="button">Save</button>
    </PopoverTrigger>,
  );
  const trigger = screen.getByRole('button', { name: 'SUM(num)' });
  vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 30));
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
  return trigger;
}

const popover = () => screen.getByRole('dialog', { name: 'Edit metric' }).closest('.kit-popover') as HTMLElement;

describe('popover', () => {
  it('X5.01 opens from its trigger by keyboard, takes focus, and Escape closes it back to the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderAt(500);
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit metric' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('X19.07 an anchor in the top 35% of the viewport gets a top-aligned popover', async () => {
    const user = userEvent.setup();
    await user.click(renderAt(200));
    expect(popover().dataset.alignment).toBe('top');
  });

  it('X19.07 an anchor past 65% gets a bottom-aligned popover, one in between a centred one', async () => {
    const user = userEvent.setup();
    await user.click(renderAt(800));
    expect(popover().dataset.alignment).toBe('bottom');
    cleanup();
    await user.click(renderAt(500));
    expect(popover().dataset.alignment).toBe('center');
  });

  it('X5.01 X7.01 resizes with the arrow keys on its handle and never below the minimum size', async () => {
    const user = userEvent.setup();
    await user.click(renderAt(100));
    const handle = screen.getByRole('button', { name: 'Resize Edit metric' });
    const dialog = screen.getByRole('dialog', { name: 'Edit metric' });
    expect(dialog.style.width).toBe(`${POPOVER_MIN_SIZE.width}px`);
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(dialog.style.width).toBe(`${POPOVER_MIN_SIZE.width + 32}px`);
    expect(dialog.style.height).toBe(`${POPOVER_MIN_SIZE.height + 16}px`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(dialog.style.width).toBe(`${POPOVER_MIN_SIZE.width}px`);
    expect(dialog.style.height).toBe(`${POPOVER_MIN_SIZE.height}px`);
  });
});
