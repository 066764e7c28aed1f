// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlHarness, dataset, renderWith, settle } from './fixtures';
import { seriousViolations } from '../axe';

afterEach(cleanup);

const CONFIG = { name: 'filter_configs', type: 'FilterBoxConfigControl', label: 'Filters' } as const;
type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('the filter box configuration control (X9.06)', () => {
  it('X9.06 the popover sets column, label, default, sort metric, ascending, multiple, search all options and required', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={[]} seen={seen} />, { dataset: dataset() });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await act(() => settle());
    const dialog = screen.getByRole('dialog', { name: 'Edit filter' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Column is required');
    expect(seen).toEqual([]);
    await choose(user, dialog, 'Column', 'country');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), { target: { value: 'Country' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Default value' }), { target: { value: 'FR;DE' } });
    await choose(user, dialog, 'Sort metric', 'Revenue');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sort ascending' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Search all filter options' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Required' }));
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(seen.at(-1)).toEqual([
      {
        column: 'country',
        label: 'Country',
        defaultValue: 'FR;DE',
        metric: 'revenue',
        asc: false,
        multiple: true,
        searchAllOptions: true,
        clearable: false,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Country' })).toBeTruthy();
  });

  it('X9.06 the label and default value have their size limits', async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={CONFIG} initial={[{ column: 'country' }]} seen={[]} />, { dataset: dataset() });
    await user.click(screen.getByRole('button', { name: 'country' }));
    await act(() => settle());
    const dialog = screen.getByRole('dialog', { name: 'Edit filter' });
    expect(within(dialog).getByRole('textbox', { name: 'Label' }).getAttribute('maxlength')).toBe('250');
    expect(within(dialog).getByRole('textbox', { name: 'Default value' }).getAttribute('maxlength')).toBe('1000');
  });
});
