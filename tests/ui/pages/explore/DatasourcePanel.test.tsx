// @vitest-environment happy-dom
import '../../kit/happyDom';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExploreDataset } from '../../../../src/core/explore';
import { setApiClient } from '../../../../src/state/app';
import { DatasourcePanel } from '../../../../src/ui/pages/explore/DatasourcePanel';
import { fakeClient } from '../../../state/app/fakeClient';

afterEach(cleanup);

const dataset: ExploreDataset = {
  id: 3,
  type: 'table',
  table_name: 'birth_names',
  columns: [{ column_name: 'name' }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

describe('the datasource panel', () => {
  it("X1.04 X2.10 'Swap dataset' asks for another dataset and moves the chart to it once confirmed", async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/dataset/': { status: 200, body: { result: [{ id: 8, table_name: 'cars' }], count: 1 } },
      }),
    );
    const onSwap = vi.fn<(datasetId: number) => void>();
    render(<DatasourcePanel dataset={dataset} sliceId={null} onSwap={onSwap} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Swap dataset' }));
    const dialog = screen.getByRole('dialog', { name: 'Swap dataset' });
    expect(dialog.textContent).toContain(
      'Warning! Changing the dataset may break the chart if the metadata does not exist.',
    );
    const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
    expect(proceed.hasAttribute('disabled') || proceed.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Dataset' }));
    await user.keyboard('car');
    const option = await screen.findByRole('option', { name: 'cars' }, { timeout: 3000 });
    await user.click(option);
    await user.click(proceed);
    expect(onSwap).toHaveBeenCalledWith(8);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('X2.10 without a way to swap there is no Swap dataset button', () => {
    render(<DatasourcePanel dataset={dataset} />);
    expect(screen.queryByRole('button', { name: 'Swap dataset' })).toBeNull();
  });
});
