// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExploreControlConfig } from '../../../src/ui/explore-controls';
import { ControlHarness, renderWith } from './fixtures';

afterEach(cleanup);

const config: ExploreControlConfig = {
  name: 'column_collection',
  type: 'TimeSeriesColumnControl',
  label: 'Time series columns',
  default: [],
};

describe('time series column control (X9.05)', () => {
  it('X9.05 adds a column, edits its label, type, comparison and lag in the popover, and removes it', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={config} initial={[]} seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(seen.at(-1)).toEqual([{ key: 'column1', label: '', colType: 'time', comparisonType: 'value', timeLag: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Edit column <empty>' }));
    const popover = await screen.findByRole('dialog', { name: 'Time series column' });
    await user.type(within(popover).getByLabelText('Label'), 'WoW');
    await user.selectOptions(within(popover).getByLabelText('Type of comparison'), 'perc_change');
    await user.clear(within(popover).getByLabelText('Time lag'));
    await user.type(within(popover).getByLabelText('Time lag'), '7');
    await user.type(within(popover).getByLabelText('Color bounds min'), '0');
    expect(seen.at(-1)).toEqual([
      { key: 'column1', label: 'WoW', colType: 'time', comparisonType: 'perc_change', timeLag: 7, bounds: [0, null] },
    ]);
    // A sparkline has its own fields: width, height, time ratio, the y axis, date format; no lag or colour bounds.
    await user.selectOptions(within(popover).getByLabelText('Type'), 'spark');
    for (const field of ['Width', 'Height', 'Time ratio', 'Show Y-axis', 'Y-axis bounds min', 'Date format'])
      expect(within(popover).getByLabelText(field)).toBeTruthy();
    expect(within(popover).queryByLabelText('Time lag')).toBeNull();
    expect(within(popover).queryByLabelText('Color bounds min')).toBeNull();
    await act(() => user.keyboard('{Escape}'));
    await user.click(screen.getByRole('button', { name: 'Remove WoW' }));
    expect(seen.at(-1)).toEqual([]);
  });
});
