// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedControls } from '../../../src/charts';
import { hydrateExplore, resetExplore, setControlValue } from '../../../src/state/explore';
import { ExploreStoreControls, StoreControl, createExploreControlRegistry } from '../../../src/ui/explore-controls';
import { dataset, fakeServices, settle } from './fixtures';

afterEach(() => {
  cleanup();
  resetExplore();
});

async function offered(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: 'Number format' }));
  await act(() => settle());
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return options;
}

describe('Y-axis format on the explore store', () => {
  it('X14.12 with comparison type percentage the Y-axis format offers percent formats only', async () => {
    const user = userEvent.setup();
    hydrateExplore({
      formData: { datasource: '7__table', viz_type: 'line', comparison_type: 'values' },
      datasource: dataset(),
      controlPanel: {
        controlPanelSections: [
          {
            label: 'Chart options',
            expanded: true,
            controlSetRows: [[sharedControls.comparison_type], [sharedControls.y_axis_format]],
          },
        ],
      },
      user: { userId: 1, roles: {} },
    });
    const registry = createExploreControlRegistry();
    render(
      <ExploreStoreControls services={fakeServices().services}>
        <StoreControl name="y_axis_format" registry={registry} />
      </ExploreStoreControls>,
    );
    const all = await offered(user);
    expect(all.some((o) => !o.includes('%'))).toBe(true);
    act(() => setControlValue('comparison_type', 'percentage'));
    const percent = await offered(user);
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.every((o) => o.includes('%'))).toBe(true);
  });
});
