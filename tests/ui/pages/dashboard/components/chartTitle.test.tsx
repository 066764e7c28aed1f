// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRegistry } from '../../../../../src/charts';
import { LAYOUT_TEXT_LIMITS } from '../../../../../src/core/layout';
import { chartLoadFailed, chartsState } from '../../../../../src/state/charts';
import { ChartCell } from '../../../../../src/ui/pages/ChartCell';
import { editComponentMeta } from '../../../../../src/ui/pages/dashboard/components';
import type { ChartDataSource } from '../../../../../src/ui/pages/dataSource';
import { result } from '../../../../charts/fixtures';
import { component, layoutOf, metaOf, openDashboard } from './fixtures';

afterEach(cleanup);
beforeEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
});

const dataSource: ChartDataSource = {
  getDashboard: () => Promise.reject(new Error('unused')),
  getChart: async (id) => ({
    id,
    slice_name: 'Births by name',
    viz_type: 'table',
    params: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
  }),
  getChartData: async () => [result(['name', 'count'], [1, 0], [{ name: 'Ann', count: 3 }])],
};

/** The chart cell as the dashboard draws it, with the override of CHART-1 in the store. */
function Cell({
  edit,
  active = true,
  source = dataSource,
}: {
  edit: boolean;
  active?: boolean;
  source?: ChartDataSource;
}) {
  const override = metaOf('CHART-1')?.sliceNameOverride;
  return (
    <ChartCell
      chartId={9}
      width={400}
      height={300}
      active={active}
      dataSource={source}
      registry={defaultRegistry()}
      {...(override ? { titleOverride: override } : {})}
      {...(edit
        ? { onTitleOverrideChange: (t: string) => void editComponentMeta('CHART-1', { sliceNameOverride: t }) }
        : {})}
    />
  );
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });

describe('Chart title override', () => {
  beforeEach(() => {
    openDashboard(layoutOf(['CHART-1'], component('CHART-1', 'CHART', [], { chartId: 9, width: 4, height: 50 })), true);
  });

  it('D5.26 edit mode: the chart title is edited in place and saved as updateMeta {sliceNameOverride}', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Cell edit />);
    await settle();
    // No override yet: the slice name shows as the title's default label.
    await user.click(screen.getByRole('button', { name: 'Chart name: Births by name' }));
    const input = screen.getByRole('textbox', { name: 'Chart name' });
    expect(input.getAttribute('maxlength')).toBe(String(LAYOUT_TEXT_LIMITS.sliceNameOverride));
    await user.type(input, 'Top names{Enter}');
    expect(metaOf('CHART-1')?.sliceNameOverride).toBe('Top names');
    rerender(<Cell edit />);
    expect(screen.getByRole('button', { name: 'Chart name: Top names' })).toBeTruthy();
    // Emptied, the override goes and the slice name shows again.
    await user.click(screen.getByRole('button', { name: 'Chart name: Top names' }));
    await user.clear(screen.getByRole('textbox', { name: 'Chart name' }));
    await user.keyboard('{Enter}');
    expect(metaOf('CHART-1')?.sliceNameOverride).toBe('');
    rerender(<Cell edit />);
    expect(screen.getByRole('button', { name: 'Chart name: Births by name' })).toBeTruthy();
  });

  it('D5.26 view mode shows the override as text, not an editor', async () => {
    editComponentMeta('CHART-1', { sliceNameOverride: 'Shown name' });
    render(<Cell edit={false} />);
    await settle();
    expect(screen.getByText('Shown name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Chart name/ })).toBeNull();
  });

  it('D5.26 a chart far off screen (not yet active) keeps a plain title until it comes near', async () => {
    editComponentMeta('CHART-1', { sliceNameOverride: 'Far chart' });
    const { rerender } = render(<Cell edit active={false} />);
    await settle();
    expect(screen.getByText('Far chart')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Chart name/ })).toBeNull();
    rerender(<Cell edit />);
    expect(screen.getByRole('button', { name: 'Chart name: Far chart' })).toBeTruthy();
  });

  it('a chart cell far off screen asks nothing of its data source and shows a pending status; near, it loads', async () => {
    const asked: string[] = [];
    const counting: ChartDataSource = {
      ...dataSource,
      getChart: (id) => {
        asked.push(`chart ${id}`);
        return dataSource.getChart(id);
      },
      getChartData: (formData, request) => {
        asked.push('data');
        return dataSource.getChartData(formData, request);
      },
    };
    const { rerender } = render(<Cell edit={false} active={false} source={counting} />);
    await settle();
    expect(asked).toEqual([]);
    expect(screen.getByRole('status', { name: 'Chart not loaded yet' })).toBeTruthy();
    const element = document.querySelector('[data-chart-id="9"]');
    expect(element?.className).toBe('chart-cell');
    rerender(<Cell edit={false} source={counting} />);
    await settle();
    expect(asked).toEqual(['chart 9', 'data']);
    // The same element (an observer of the cell, the page's canvas, keeps it) with the whole view inside.
    expect(document.querySelector('[data-chart-id="9"]')).toBe(element);
    expect(screen.queryByRole('status', { name: 'Chart not loaded yet' })).toBeNull();
    expect(await screen.findByText('Births by name')).toBeTruthy();
  });

  it("a far cell's whole view is mounted in the page's idle time, in the same element, before it comes near", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    try {
      render(<Cell edit={false} active={false} />);
      await settle();
      const element = document.querySelector('[data-chart-id="9"]');
      // Before its idle period the cell stands in for its view: its chart's state is not read.
      act(() => chartLoadFailed(9, 'The datasource is gone'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status', { name: 'Chart not loaded yet' })).toBeTruthy();
      expect(idle).toHaveLength(1);
      await act(async () => idle.shift()?.());
      // Mounted: the view reads its chart, still far (nothing fetched), in the element it had.
      expect(screen.getByRole('alert').textContent).toContain('The datasource is gone');
      expect(document.querySelector('[data-chart-id="9"]')).toBe(element);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('D5.26 an override longer than a slice name (250) is refused and changes nothing', () => {
    expect(editComponentMeta('CHART-1', { sliceNameOverride: 'n'.repeat(251) })).toBe(
      'Chart name is limited to 250 characters.',
    );
    expect(metaOf('CHART-1')?.sliceNameOverride).toBeUndefined();
  });
});
