// @vitest-environment happy-dom
import './happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select, type SelectOption, type SelectValue } from '../../../src/ui/kit';
import { queuedTimers } from './fixtures';

afterEach(cleanup);

const fruits: SelectOption[] = ['Apple', 'Banana', 'Cherry'].map((f) => ({ value: f.toLowerCase(), label: f }));
const many: SelectOption[] = Array.from({ length: 1000 }, (_, i) => ({ value: i, label: `Option ${i}` }));

function Single(props: { options: SelectOption[]; freeForm?: boolean; onValue?: (v: SelectValue | null) => void }) {
  const [value, setValue] = useState<SelectValue | null>(null);
  return (
    <Select
      label="Fruit"
      options={props.options}
      value={value}
      freeForm={props.freeForm ?? false}
      onChange={(v) => (setValue(v), props.onValue?.(v))}
    />
  );
}

function Multi(props: { options: SelectOption[]; freeForm?: boolean; initial?: SelectValue[] }) {
  const [value, setValue] = useState<SelectValue[]>(props.initial ?? []);
  return (
    <>
      <Select
        label="Countries"
        multiple
        options={props.options}
        value={value}
        freeForm={props.freeForm ?? false}
        onChange={setValue}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('select', () => {
  it('D16.10 opens, moves and chooses with the keyboard only, and has an accessible name', async () => {
    const user = userEvent.setup();
    const chosen: (SelectValue | null)[] = [];
    render(<Single options={fruits} onValue={(v) => chosen.push(v)} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Fruit' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Apple', 'Banana', 'Cherry']);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: 'Banana' }).id);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['banana']);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('Banana');
  });

  it('D16.10 a click on the field opens the menu, as a select does, and a click on an option chooses it', async () => {
    const user = userEvent.setup();
    const chosen: (SelectValue | null)[] = [];
    render(<Single options={fruits} onValue={(v) => chosen.push(v)} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Cherry' }));
    expect(chosen).toEqual(['cherry']);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('D16.10 Escape closes the menu without choosing', async () => {
    const user = userEvent.setup();
    const chosen: (SelectValue | null)[] = [];
    render(<Single options={fruits} onValue={(v) => chosen.push(v)} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(chosen).toEqual([]);
  });

  it('D16.10 typing filters the options', async () => {
    const user = userEvent.setup();
    render(<Single options={fruits} />);
    await user.tab();
    await user.keyboard('an');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Banana']);
  });

  it('D16.10 X19.10 above 100 options the list is virtualised: fewer options in the DOM than items, each with its position', async () => {
    const user = userEvent.setup();
    render(<Single options={many} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(50);
    expect(options[0]!.getAttribute('aria-setsize')).toBe('1000');
    const list = screen.getByRole('listbox');
    const height = parseInt(list.style.height, 10);
    expect(height).toBeGreaterThanOrEqual(100);
    expect(height).toBeLessThanOrEqual(220);
  });

  it('D16.10 X19.10 the keyboard reaches options far down a virtualised list', async () => {
    const user = userEvent.setup();
    const chosen: (SelectValue | null)[] = [];
    render(<Single options={many} onValue={(v) => chosen.push(v)} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{ArrowDown}');
    const box = screen.getByRole('combobox');
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Option 51');
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([51]);
  });

  it('D16.10 at 100 options or fewer every option is in the DOM', async () => {
    const user = userEvent.setup();
    render(<Single options={many.slice(0, 100)} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(100);
  });

  it('D16.10 X9.15 multi-select keeps the menu open, toggles values and removes the last with Backspace', async () => {
    const user = userEvent.setup();
    render(<Multi options={fruits} />);
    const box = screen.getByRole('combobox', { name: 'Countries' });
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}');
    expect(valueOf()).toEqual(['apple', 'banana']);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getByRole('option', { name: 'Apple' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(valueOf()).toEqual(['apple']);
    await user.keyboard('{Escape}{Backspace}');
    expect(valueOf()).toEqual([]);
  });

  it('D16.10 X9.15 each chosen value has a remove button with an accessible name, and the field a clear button', async () => {
    const user = userEvent.setup();
    render(<Multi options={fruits} initial={['apple', 'cherry']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
    expect(valueOf()).toEqual(['cherry']);
    await user.click(screen.getByRole('button', { name: 'Clear Countries' }));
    expect(valueOf()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear Countries' })).toBeNull();
  });

  it('D16.10 X9.15 free-form: a typed value that is no option can be chosen', async () => {
    const user = userEvent.setup();
    render(<Multi options={fruits} freeForm />);
    await user.tab();
    await user.keyboard('Durian{Enter}');
    expect(valueOf()).toEqual(['Durian']);
  });

  it('D17.08 X14.15 pasting splits on comma, newline, tab and semicolon, trims and de-duplicates', async () => {
    const user = userEvent.setup();
    render(<Multi options={fruits} freeForm />);
    await user.tab();
    await user.paste(' Apple ,Durian\nEgg\tDurian; banana ');
    expect(valueOf()).toEqual(['apple', 'Durian', 'Egg', 'banana']);
  });

  it('D17.08 without free-form, pasted items that are no option are left out', async () => {
    const user = userEvent.setup();
    render(<Multi options={fruits} initial={['cherry']} />);
    await user.click(screen.getByRole('combobox'));
    await user.paste('Cherry;Apple;Durian');
    expect(valueOf()).toEqual(['cherry', 'apple']);
  });

  it('D16.14 X19.13 X9.15 options come from the endpoint after the debounce, for the last text typed only', async () => {
    const user = userEvent.setup();
    const { timers, elapse } = queuedTimers();
    const asked: string[] = [];
    const load = async (search: string) => {
      asked.push(search);
      return fruits.filter((f) => f.label.toLowerCase().includes(search.toLowerCase()));
    };
    render(<Select label="Remote" loadOptions={load} timers={timers} value={null} onChange={() => undefined} />);
    await user.tab();
    await user.keyboard('ch');
    expect(asked).toEqual([]);
    await elapse();
    expect(asked).toEqual(['ch']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cherry']);
  });

  it("X9.15 the menu says 'Loading...' while the endpoint answers and 'Error while fetching data: %s' when it fails", async () => {
    const user = userEvent.setup();
    const { timers, elapse } = queuedTimers();
    let fail: (e: Error) => void = () => undefined;
    const load = () => new Promise<SelectOption[]>((_resolve, reject) => (fail = reject));
    render(<Select label="Remote" loadOptions={load} timers={timers} value={null} onChange={() => undefined} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await elapse();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await act(async () => fail(new Error('timeout')));
    expect(screen.getByRole('status').textContent).toBe('Error while fetching data: timeout');
  });

  it('D16.14 a parent re-render with a new loadOptions function keeps the pending search', async () => {
    const user = userEvent.setup();
    const { timers, elapse } = queuedTimers();
    const asked: string[] = [];
    const view = (n: number) => (
      <Select
        label="Remote"
        loadOptions={async (s) => (asked.push(`${n}:${s}`), fruits)}
        timers={timers}
        value={null}
        onChange={() => undefined}
      />
    );
    const { rerender } = render(view(1));
    await user.tab();
    await user.keyboard('ch');
    rerender(view(2));
    await elapse();
    expect(asked).toEqual(['2:ch']);
  });

  it('D16.10 a pointer press on an option chooses it and keeps focus in the input', async () => {
    const user = userEvent.setup();
    render(<Multi options={fruits} />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Cherry' }));
    expect(valueOf()).toEqual(['cherry']);
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });
});
