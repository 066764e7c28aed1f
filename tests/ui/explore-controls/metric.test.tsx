// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExploreControlConfig } from '../../../src/ui/explore-controls';
import { ControlHarness, dataset, renderWith, settle } from './fixtures';

afterEach(cleanup);

const METRICS: ExploreControlConfig = { name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true };

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Drop columns/metrics here or click' }));
  await act(() => settle());
  return screen.getByRole('dialog', { name: 'Edit metric' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  const box = within(scope).getByRole('combobox', { name: label });
  await user.click(box);
  await user.keyboard(option);
  await user.keyboard('{ArrowDown}{Enter}');
}

describe('metric editor', () => {
  it("X5.01 X5.02 X5.03 X5.05 a new metric opens in a resizable popover on the Saved tab, titled 'My metric', with Close and Save", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={METRICS} initial={[]} />, { dataset: dataset(), clickToAdd: true });
    const dialog = await openNew(user);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Saved', 'Simple', 'Custom SQL']);
    expect(within(dialog).getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Metric name: My metric' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Resize Edit metric' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('X5.06 X5.07 X5.09 a column and an aggregate on the Simple tab make a SIMPLE metric that Save adds', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={METRICS} initial={[]} seen={seen} />, { dataset: dataset(), clickToAdd: true });
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Simple' }));
    const aggregate = within(dialog).getByRole('combobox', { name: 'Aggregate' });
    aggregate.focus();
    await user.keyboard('{ArrowDown}');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM']);
    await user.keyboard('{Escape}');
    await choose(user, dialog, 'Aggregate', 'SUM');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await choose(user, dialog, 'Column', 'amount');
    expect(within(dialog).getByRole('button', { name: 'Metric name: SUM(amount)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([
      [
        expect.objectContaining({
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'amount', type: 'DOUBLE' },
          label: 'SUM(amount)',
        }),
      ],
    ]);
    expect(screen.getByRole('button', { name: 'SUM(amount)' })).toBeTruthy();
  });

  it('X5.06 X5.07 typing SQL makes an SQL metric; choosing a saved metric clears it and saves the name', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={METRICS} initial={[]} seen={seen} />, { dataset: dataset(), clickToAdd: true });
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Custom SQL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom SQL' }), 'MAX(qty)');
    expect(within(dialog).getByRole('button', { name: 'Metric name: MAX(qty)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'Saved' }));
    await choose(user, dialog, 'Saved metric', 'Revenue');
    await user.click(within(dialog).getByRole('tab', { name: 'Custom SQL' }));
    expect((within(dialog).getByRole('textbox', { name: 'Custom SQL' }) as HTMLTextAreaElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([['revenue']]);
  });

  it('X5.07 an existing metric saves only once changed; Close keeps it as it was', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const metric = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)', optionName: 'metric_a_b' };
    renderWith(<ControlHarness config={METRICS} initial={[metric]} seen={seen} />, { dataset: dataset() });
    await user.click(screen.getByRole('button', { name: 'COUNT(*)' }));
    await act(() => settle());
    const dialog = screen.getByRole('dialog', { name: 'Edit metric' });
    expect(within(dialog).getByRole('tab', { name: 'Custom SQL' }).getAttribute('aria-selected')).toBe('true');
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom SQL' }), ' + 1');
    expect(save.disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(() => settle());
    expect(seen).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('X5.02 the title is edited in place; the custom label is saved', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={METRICS} initial={[]} seen={seen} />, { dataset: dataset(), clickToAdd: true });
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Custom SQL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom SQL' }), 'SUM(qty)');
    await user.click(within(dialog).getByRole('button', { name: 'Metric name: SUM(qty)' }));
    await user.keyboard('Units{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([
      [expect.objectContaining({ label: 'Units', hasCustomLabel: true, sqlExpression: 'SUM(qty)' })],
    ]);
  });

  it('X5.08 Simple and Custom SQL are disabled when the dataset disallows ad-hoc metrics', async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={METRICS} initial={[]} />, {
      dataset: dataset({ extra: '{"disallow_adhoc_metrics": true}' }),
      clickToAdd: true,
    });
    const dialog = await openNew(user);
    expect(within(dialog).getByRole('tab', { name: 'Simple' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: 'Custom SQL' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: 'Saved' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("X5.04 X5.05 a dataset without saved metrics says 'No saved metrics found' with the hint, and opens on Simple", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={METRICS} initial={[]} />, {
      dataset: dataset({ metrics: [] }),
      clickToAdd: true,
    });
    const dialog = await openNew(user);
    expect(within(dialog).getByRole('tab', { name: 'Simple' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(dialog).getByRole('tab', { name: 'Saved' }));
    expect(within(dialog).getByText('No saved metrics found')).toBeTruthy();
    expect(within(dialog).getByText('Add metrics to dataset in "Edit datasource" modal')).toBeTruthy();
  });

  it("X5.04 a query dataset's empty saved list offers 'Create a dataset'", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={METRICS} initial={[]} />, {
      dataset: dataset({ type: 'query', metrics: [] }),
      clickToAdd: true,
    });
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Saved' }));
    expect(within(dialog).getByRole('link', { name: 'Create a dataset' }).getAttribute('href')).toBe(
      '/tablemodelview/list/',
    );
  });
});
