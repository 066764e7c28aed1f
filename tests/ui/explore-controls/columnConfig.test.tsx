// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultColumn } from '../../../src/ui/explore-controls';
import { ControlHarness, renderWith, settle } from './fixtures';

afterEach(cleanup);

const CONFIG = { name: 'column_config', type: 'ColumnConfigControl', label: 'Customize columns' } as const;
const COLUMNS: ResultColumn[] = [
  { name: 'amount', kind: 'number' },
  { name: 'ds', kind: 'time' },
  { name: 'country', kind: 'string' },
];
const many = (n: number): ResultColumn[] => Array.from({ length: n }, (_, i) => ({ name: `c${i}`, kind: 'string' }));
const listed = () =>
  within(screen.getByRole('list', { name: 'Customize columns items' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function openColumn(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  await act(() => settle());
  return screen.getByRole('dialog', { name: `${name} settings` });
}

describe('column config control', () => {
  it("X9.11 D16.11 more than 12 columns list the first 10 until 'Show all columns'", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={CONFIG} />, { resultColumns: many(13) });
    expect(listed()).toEqual(many(10).map((c) => c.name));
    await user.click(screen.getByRole('button', { name: 'Show all columns' }));
    expect(listed()).toEqual(many(13).map((c) => c.name));
    cleanup();
    renderWith(<ControlHarness config={CONFIG} />, { resultColumns: many(12) });
    expect(listed()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show all columns' })).toBeNull();
  });

  it('X9.11 D2.39 a numeric column sets width, alignment, fraction digits, cell bars, align and colour +/-', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={{}} seen={seen} />, { resultColumns: COLUMNS });
    const dialog = await openColumn(user, 'amount');
    for (const name of ['Number format', 'Small number format'])
      expect(within(dialog).getByRole('combobox', { name })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Timestamp format' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Min width' }), { target: { value: '120' } });
    await user.click(within(dialog).getByRole('radio', { name: 'Center' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show cell bars' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Align +/-' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Color +/-' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Fraction digits' }), { target: { value: '2' } });
    expect(seen.at(-1)).toEqual({
      amount: {
        columnWidth: 120,
        horizontalAlign: 'center',
        showCellBars: false,
        alignPositiveNegative: true,
        colorPositiveNegative: false,
        fractionDigits: 2,
      },
    });
  });

  it('D16.12 X19.14 fraction digits run 0–100: the input is bounded and a typed 250 saves 100', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={{}} seen={seen} />, { resultColumns: COLUMNS });
    const dialog = await openColumn(user, 'amount');
    const digits = within(dialog).getByRole('spinbutton', { name: 'Fraction digits' }) as HTMLInputElement;
    expect([digits.min, digits.max, digits.value]).toEqual(['0', '100', '100']);
    fireEvent.change(digits, { target: { value: '250' } });
    expect(seen.at(-1)).toEqual({ amount: { fractionDigits: 100 } });
    fireEvent.change(digits, { target: { value: '-1' } });
    expect(seen.at(-1)).toEqual({ amount: { fractionDigits: 0 } });
  });

  it('D2.39 a time column has a timestamp format, a text column truncation; clearing a setting drops it', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={{ country: { columnWidth: 80 } }} seen={seen} />, {
      resultColumns: COLUMNS,
    });
    const time = await openColumn(user, 'ds');
    expect(within(time).getByRole('combobox', { name: 'Timestamp format' })).toBeTruthy();
    expect(within(time).queryByRole('spinbutton', { name: 'Fraction digits' })).toBeNull();
    await user.keyboard('{Escape}');
    await act(() => settle());
    const text = await openColumn(user, 'country');
    await user.click(within(text).getByRole('checkbox', { name: 'Truncate long cells' }));
    expect(seen.at(-1)).toEqual({ country: { columnWidth: 80, truncateLongCells: true } });
    fireEvent.change(within(text).getByRole('spinbutton', { name: 'Min width' }), { target: { value: '' } });
    expect(seen.at(-1)).toEqual({ country: { truncateLongCells: true } });
  });
});
