// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdhocFilter, type AdhocFilterInput, type ExploreDataset } from '../../../src/core/explore';
import type { ExploreControlConfig, ExploreControlContext } from '../../../src/ui/explore-controls';
import { queuedTimers } from '../kit/fixtures';
import { ControlHarness, dataset, fakeServices, renderWith, settle } from './fixtures';

afterEach(cleanup);

const FILTERS: ExploreControlConfig = { name: 'adhoc_filters', type: 'AdhocFilterControl', label: 'Filters' };
const wait = (ms = 20) => act(() => settle(ms));
type User = ReturnType<typeof userEvent.setup>;

/** Opens the editor on one filter of the control; `seen` collects what the control hands back. */
async function openFilter(
  user: User,
  input: AdhocFilterInput,
  context: Partial<ExploreControlContext> = {},
  seen: unknown[] = [],
) {
  const filter = createAdhocFilter({ filterOptionName: 'f1', ...input });
  renderWith(<ControlHarness config={FILTERS} initial={[filter]} seen={seen} />, { dataset: dataset(), ...context });
  await user.click(screen.getAllByRole('button').find((b) => b.classList.contains('xc-dnd-label')) as HTMLElement);
  await wait();
  return screen.getByRole('dialog', { name: 'Edit filter' });
}

async function operatorOptions(user: User, dialog: HTMLElement): Promise<string[]> {
  within(dialog).getByRole('combobox', { name: 'Operator' }).focus();
  await user.keyboard('{ArrowDown}');
  const names = within(screen.getByRole('listbox', { name: 'Operator' }))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

async function chooseOperator(user: User, dialog: HTMLElement, label: string) {
  const box = within(dialog).getByRole('combobox', { name: 'Operator' });
  await user.clear(box);
  await user.keyboard(`${label}{ArrowDown}{Enter}`);
}

async function chooseSubject(user: User, dialog: HTMLElement, label: string) {
  const box = within(dialog).getByRole('combobox', { name: 'Subject' });
  await user.clear(box);
  await user.keyboard(`${label}{ArrowDown}{Enter}`);
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('filter editor', () => {
  it('X7.01 X7.02 tabs Simple and Custom SQL, resizable, Close and Save; Save only once the filter changed', async () => {
    const user = userEvent.setup();
    const dialog = await openFilter(
      user,
      { subject: 'country', operatorId: 'EQUALS', comparator: 'FR' },
      { dataset: dataset({ filter_select: false }) },
    );
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Simple', 'Custom SQL']);
    expect(within(dialog).getByRole('button', { name: 'Resize Edit filter' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(saveButton(dialog).disabled).toBe(true);
    await chooseOperator(user, dialog, 'Not equal');
    expect(saveButton(dialog).disabled).toBe(false);
  });

  it('X7.07 operators by column: boolean, string, integer and temporal columns, and HAVING', async () => {
    const user = userEvent.setup();
    const dialog = await openFilter(user, { subject: 'paid', operatorId: 'IS_NULL' });
    expect(await operatorOptions(user, dialog)).toEqual(['Is null', 'Is not null', 'Is true', 'Is false']);
    await chooseSubject(user, dialog, 'country');
    const text = await operatorOptions(user, dialog);
    expect(text).toContain('Like (case insensitive)');
    expect(text).not.toContain('Is true');
    expect(text).not.toContain('TEMPORAL_RANGE');
    await chooseSubject(user, dialog, 'qty');
    expect(await operatorOptions(user, dialog)).toContain('Is true');
    await chooseSubject(user, dialog, 'ds');
    expect(await operatorOptions(user, dialog)).toContain('TEMPORAL_RANGE');
    await chooseSubject(user, dialog, 'Revenue');
    expect(await operatorOptions(user, dialog)).toEqual([
      'Equal to (=)',
      'Not equal to (≠)',
      'Less than (<)',
      'Less or equal (<=)',
      'Greater than (>)',
      'Greater or equal (>=)',
    ]);
  });

  it('X7.03 X7.04 a new subject keeps an operator that still applies, else IN; a metric subject makes the filter HAVING', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const dialog = await openFilter(
      user,
      { subject: 'country', operatorId: 'LIKE', comparator: 'F%' },
      { dataset: dataset({ filter_select: false }) },
      seen,
    );
    await chooseSubject(user, dialog, 'amount');
    expect((within(dialog).getByRole('combobox', { name: 'Operator' }) as HTMLInputElement).value).toBe('Like');
    await chooseOperator(user, dialog, 'Is null');
    await chooseSubject(user, dialog, 'Revenue');
    expect((within(dialog).getByRole('combobox', { name: 'Operator' }) as HTMLInputElement).value).toBe('Equal to (=)');
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter value' }));
    await user.keyboard('100{Enter}');
    await user.click(saveButton(dialog));
    expect(seen).toEqual([
      [expect.objectContaining({ subject: 'revenue', clause: 'HAVING', operatorId: 'EQUALS', comparator: '100' })],
    ]);
  });

  it('X7.05 a temporal column switches to TEMPORAL_RANGE with the default time filter, shown in the time-range control', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const dialog = await openFilter(
      user,
      { subject: 'ds', operatorId: 'IS_NOT_NULL' },
      { defaultTimeFilter: 'Last week' },
      seen,
    );
    await chooseOperator(user, dialog, 'TEMPORAL_RANGE');
    expect(within(dialog).getByRole('button', { name: 'Filter value: Last week' })).toBeTruthy();
    await user.click(saveButton(dialog));
    expect(seen).toEqual([
      [expect.objectContaining({ operatorId: 'TEMPORAL_RANGE', operator: 'TEMPORAL_RANGE', comparator: 'Last week' })],
    ]);
  });

  it('X7.06 X7.10 latest partition is offered on the partition column of table_extra, and turns the filter into SQL', async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices({ partition: () => Promise.resolve('ds') });
    const dialog = await openFilter(user, { subject: 'ds', operatorId: 'IS_NOT_NULL' }, { services });
    expect(calls.partitions).toEqual(['sales']);
    await chooseOperator(user, dialog, 'use latest');
    expect(within(dialog).getByRole('tab', { name: 'Custom SQL' }).getAttribute('aria-selected')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: 'Custom SQL' }) as HTMLTextAreaElement).value).toBe(
      '"ds" = (SELECT MAX("ds") FROM "public"."sales")',
    );
  });

  it('X7.08 a list operator holds several values; a value-less operator disables the value input', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const dialog = await openFilter(
      user,
      { subject: 'country', operatorId: 'IN', comparator: ['FR'] },
      { dataset: dataset({ filter_select: false }) },
      seen,
    );
    const value = within(dialog).getByRole('combobox', { name: 'Filter value' });
    await user.click(value);
    await user.keyboard('DE{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove DE' })).toBeTruthy();
    await chooseOperator(user, dialog, 'Equal to');
    expect((within(dialog).getByRole('combobox', { name: 'Filter value' }) as HTMLInputElement).value).toBe('FR');
    await chooseOperator(user, dialog, 'Is null');
    expect((within(dialog).getByRole('textbox', { name: 'Filter value' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(saveButton(dialog));
    expect(seen).toEqual([[expect.objectContaining({ operatorId: 'IS_NULL', operator: 'IS NULL' })]]);
    expect(seen[0]).not.toEqual([expect.objectContaining({ comparator: expect.anything() })]);
  });

  it("X7.09 X7.12 values come from the column-values call when filter_select is set: 'Filter value (case sensitive)'", async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices({ values: () => Promise.resolve(['FR', 'DE', null]) });
    const dialog = await openFilter(user, { subject: 'country', operatorId: 'IN', comparator: [] }, { services });
    const value = within(dialog).getByRole('combobox', { name: 'Filter value' });
    expect(value.getAttribute('placeholder')).toBe('Filter value (case sensitive)');
    value.focus();
    await user.keyboard('{ArrowDown}');
    await wait(400);
    expect(calls.values.map((c) => c.column)).toEqual(['country']);
    expect(
      within(screen.getByRole('listbox', { name: 'Filter value' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['FR', 'DE', 'null']);
  });

  it('X7.09 the values call is aborted when the editor closes before it answers', async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices({ values: () => new Promise(() => {}) });
    const dialog = await openFilter(user, { subject: 'country', operatorId: 'IN', comparator: [] }, { services });
    within(dialog).getByRole('combobox', { name: 'Filter value' }).focus();
    await user.keyboard('{ArrowDown}');
    await wait(400);
    expect(calls.values).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await wait();
    expect(calls.values[0]?.signal.aborted).toBe(true);
  });

  it("X7.09 X7.12 no values call without filter_select or in HAVING: 'Type a value here'", async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices();
    const noSelect: ExploreDataset = dataset({ filter_select: false });
    const dialog = await openFilter(
      user,
      { subject: 'country', operatorId: 'EQUALS' },
      { services, dataset: noSelect },
    );
    const value = within(dialog).getByRole('combobox', { name: 'Filter value' });
    expect(value.getAttribute('placeholder')).toBe('Type a value here');
    value.focus();
    await user.keyboard('{ArrowDown}');
    await wait(400);
    expect(calls.values).toEqual([]);
  });

  it("X7.12 a HAVING filter's subject says 'To filter on a metric, use Custom SQL tab.'; a subject the dataset lacks says 'No such column found…'", async () => {
    const user = userEvent.setup();
    const dialog = await openFilter(user, {
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: 'SUM(amount) > 0',
    });
    await user.click(within(dialog).getByRole('tab', { name: 'Simple' }));
    expect(within(dialog).getByRole('combobox', { name: 'Subject' }).getAttribute('placeholder')).toBe(
      'To filter on a metric, use Custom SQL tab.',
    );
    cleanup();
    const other = await openFilter(user, { subject: 'gone', operatorId: 'EQUALS', comparator: 'x' });
    expect(
      within(other).getByText('No such column found. To filter on a metric, try the Custom SQL tab.'),
    ).toBeTruthy();
  });

  it('X7.11 with ENABLE_ADVANCED_DATA_TYPES typed values are converted after 600 ms; an error disables Save', async () => {
    const user = userEvent.setup();
    const { timers, elapse } = queuedTimers();
    const answers = [
      { displayValue: '10.0.0.1', validFilterOperators: ['==', 'IN'], error: null },
      { displayValue: '', validFilterOperators: [], error: "'10.0.0.x' is not a valid IP address" },
    ];
    const { services, calls } = fakeServices({ convert: () => Promise.resolve(answers.shift()!) });
    const dialog = await openFilter(
      user,
      { subject: 'ip', operatorId: 'EQUALS', comparator: '' },
      { services, timers, advancedDataTypes: true },
    );
    const value = within(dialog).getByRole('textbox', { name: 'Filter value' });
    await user.type(value, '10.0.0.1');
    expect(calls.conversions).toEqual([]);
    await elapse();
    await wait();
    expect(calls.conversions).toEqual([{ type: 'internet_address', values: ['10.0.0.1'] }]);
    expect(within(dialog).getByText('10.0.0.1', { selector: '.xc-hint' })).toBeTruthy();
    expect(await operatorOptions(user, dialog)).toEqual(['Equal to (=)', 'In']);
    expect(saveButton(dialog).disabled).toBe(false);
    await user.clear(value);
    await user.type(value, '10.0.0.x');
    await elapse();
    await wait();
    expect(within(dialog).getByRole('alert').textContent).toBe("'10.0.0.x' is not a valid IP address");
    expect(saveButton(dialog).disabled).toBe(true);
  });

  it("X7.11 a failed conversion says 'Failed to retrieve advanced type'; without the flag nothing is converted", async () => {
    const user = userEvent.setup();
    const { timers, elapse } = queuedTimers();
    const failing = fakeServices({ convert: () => Promise.reject(new Error('boom')) });
    const dialog = await openFilter(
      user,
      { subject: 'ip', operatorId: 'EQUALS', comparator: '' },
      { services: failing.services, timers, advancedDataTypes: true },
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Filter value' }), '1');
    await elapse();
    await wait();
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to retrieve advanced type');
    cleanup();
    const off = fakeServices();
    const plain = await openFilter(
      user,
      { subject: 'ip', operatorId: 'EQUALS', comparator: '' },
      { services: off.services, timers, dataset: dataset({ filter_select: false }) },
    );
    expect(within(plain).queryByRole('textbox', { name: 'Filter value' })).toBeNull();
    await elapse();
    expect(off.calls.conversions).toEqual([]);
  });

  it('X7.13 X7.14 the editor repeats the incompatible and inherited warnings', async () => {
    const user = userEvent.setup();
    const dialog = await openFilter(user, {
      expressionType: 'SQL',
      sqlExpression: 'a = 1',
      isExtra: true,
      datasourceWarning: true,
    });
    expect(
      within(dialog)
        .getAllByRole('note')
        .map((n) => n.textContent),
    ).toEqual([
      'This filter might be incompatible with current dataset',
      "This filter was inherited from the dashboard's context. It won't be saved when saving the chart.",
    ]);
  });
});
