// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlHarness, dataset, renderWith, settle } from './fixtures';

afterEach(cleanup);

const CONFIG = {
  name: 'conditional_formatting',
  type: 'ConditionalFormattingControl',
  label: 'Conditional formatting',
} as const;

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.keyboard(option);
  await user.keyboard('{ArrowDown}{Enter}');
}

async function openNew(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add new color formatter' }));
  await act(() => settle());
  return screen.getByRole('dialog', { name: 'Edit formatter' });
}

const alerts = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('alert')
    .map((a) => a.textContent);

describe('conditional formatting control', () => {
  it("X9.07 X0.07 S3.02 'Add new color formatter' opens 'Edit formatter'; Apply adds the formatter to the list", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={[]} seen={seen} />, { dataset: dataset() });
    const dialog = await openNew(user);
    await choose(user, dialog, 'Column', 'amount');
    await choose(user, dialog, 'Color scheme', 'Red');
    await choose(user, dialog, 'Operator', '>');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Target value' }), { target: { value: '10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(seen.at(-1)).toEqual([{ column: 'amount', colorScheme: 'red', operator: '>', targetValue: 10 }]);
    expect(screen.queryByRole('dialog', { name: 'Edit formatter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'amount > 10' })).toBeTruthy();
  });

  it("X9.07 X14.08 a field left empty says 'Required' when it loses focus, and Apply keeps the popover open", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={[]} seen={seen} />, { dataset: dataset() });
    const dialog = await openNew(user);
    expect(alerts(dialog)).toEqual([]);
    const column = within(dialog).getByRole('combobox', { name: 'Column' });
    fireEvent.focus(column);
    fireEvent.blur(column);
    expect(alerts(dialog)).toEqual(['Required']);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(alerts(dialog)).toEqual(['Required', 'Required', 'Required']);
    expect(seen).toEqual([]);
  });

  it('X14.08 between operators: the left value must be smaller, the right greater (on blur)', async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={CONFIG} initial={[]} />, { dataset: dataset() });
    const dialog = await openNew(user);
    await choose(user, dialog, 'Operator', '< x <');
    const left = within(dialog).getByRole('spinbutton', { name: 'Left value' });
    const right = within(dialog).getByRole('spinbutton', { name: 'Right value' });
    fireEvent.change(left, { target: { value: '10' } });
    fireEvent.blur(left);
    fireEvent.change(right, { target: { value: '5' } });
    fireEvent.blur(right);
    expect(alerts(dialog)).toEqual([
      'This value should be smaller than the right target value',
      'This value should be greater than the left target value',
    ]);
    fireEvent.change(right, { target: { value: '20' } });
    expect(alerts(dialog)).toEqual([]);
  });

  it("X9.07 a formatter in the list opens 'Edit formatter' with its values; × removes it", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const rule = { column: 'qty', colorScheme: 'green', operator: '≤ x ≤', targetValueLeft: 1, targetValueRight: 3 };
    renderWith(<ControlHarness config={CONFIG} initial={[rule]} seen={seen} />, { dataset: dataset() });
    await user.click(screen.getByRole('button', { name: '1 ≤ qty ≤ 3' }));
    await act(() => settle());
    const dialog = screen.getByRole('dialog', { name: 'Edit formatter' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Right value' }), { target: { value: '4' } });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(seen.at(-1)).toEqual([{ ...rule, targetValueRight: 4 }]);
    await user.click(screen.getByRole('button', { name: 'Remove 1 ≤ qty ≤ 4' }));
    expect(seen.at(-1)).toEqual([]);
  });
});
