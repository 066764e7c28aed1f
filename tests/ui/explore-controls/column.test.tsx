// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExploreControlConfig } from '../../../src/ui/explore-controls';
import { ControlHarness, dataset, renderWith, settle } from './fixtures';

afterEach(cleanup);

const GROUPBY: ExploreControlConfig = { name: 'groupby', type: 'GroupByControl', label: 'Dimensions', multi: true };

async function openNew(user: ReturnType<typeof userEvent.setup>, ghost = 'Drop columns here or click') {
  await user.click(screen.getByRole('button', { name: ghost }));
  await act(() => settle());
  return screen.getByRole('dialog', { name: 'Edit column' });
}

describe('column editor', () => {
  it("X6.01 X6.02 X6.03 tabs Saved, Simple, Custom SQL; the label 'My column' edited in place; Close and Save", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={GROUPBY} initial={[]} />, { dataset: dataset(), clickToAdd: true });
    const dialog = await openNew(user);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Saved', 'Simple', 'Custom SQL']);
    const title = within(dialog).getByRole('button', { name: 'Column name: My column' });
    await user.click(title);
    expect(within(dialog).getByRole('textbox', { name: 'Column name' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('X6.05 Save is enabled once something is chosen; an ad-hoc SQL column is saved with its label', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={GROUPBY} initial={[]} seen={seen} />, { dataset: dataset(), clickToAdd: true });
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Custom SQL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom SQL' }), 'upper(country)');
    await user.click(within(dialog).getByRole('button', { name: 'Column name: My column' }));
    await user.keyboard('Country{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([[{ expressionType: 'SQL', sqlExpression: 'upper(country)', label: 'Country' }]]);
  });

  it('X6.05 a column edited then closed keeps its value (Close discards edits)', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={GROUPBY} initial={['country']} seen={seen} />, { dataset: dataset() });
    await user.click(screen.getByRole('button', { name: 'country' }));
    await act(() => settle());
    const dialog = screen.getByRole('dialog', { name: 'Edit column' });
    expect((within(dialog).getByRole('combobox', { name: 'Column' }) as HTMLInputElement).value).toBe('country');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(within(dialog).getByRole('combobox', { name: 'Column' }));
    await user.keyboard('amount{ArrowDown}{Enter}');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(seen).toEqual([]);
    expect(screen.getByRole('button', { name: 'country' })).toBeTruthy();
  });

  it("X6.04 empty states 'No saved expressions found' and, for a temporal-only control, 'No temporal columns found'", async () => {
    const user = userEvent.setup();
    const plain = dataset({ columns: [{ column_name: 'country', type: 'VARCHAR' }] });
    renderWith(
      <ControlHarness config={{ name: 'x_axis', type: 'XAxisControl', label: 'X-axis', temporalOnly: true }} />,
      { dataset: plain, clickToAdd: true },
    );
    const dialog = await openNew(user, 'Drop a column here or click');
    expect(within(dialog).getByText('No temporal columns found')).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'Saved' }));
    expect(within(dialog).getByText('No saved expressions found')).toBeTruthy();
  });

  it("X6.03 a query dataset's empty state links to 'Create a dataset'", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={GROUPBY} initial={[]} />, {
      dataset: dataset({ type: 'query', columns: [{ column_name: 'a' }] }),
      clickToAdd: true,
    });
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Saved' }));
    expect(within(dialog).getByRole('link', { name: 'Create a dataset' })).toBeTruthy();
  });

  it("X6.03 'Create a dataset' opens the page's save-as-dataset step when the page gives one", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderWith(<ControlHarness config={GROUPBY} initial={[]} />, {
      dataset: dataset({ type: 'query', columns: [{ column_name: 'a' }] }),
      clickToAdd: true,
      onCreateDataset: () => asked.push('save as dataset'),
    });
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Saved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create a dataset' }));
    expect(asked).toEqual(['save as dataset']);
  });
});
