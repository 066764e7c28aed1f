// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCrossFilters } from '../../../src/charts';
import { FilterBoxView, transformFilterBoxProps } from '../../../src/charts/plugins/filterBox';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import type { CrossFilterEvent } from '../../../src/core/crossfilter';
import { GenericDataType } from '../../../src/core/query';
import { result } from '../../charts/fixtures';
import { seriousViolations } from '../axe';

const stops: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const stop of stops.splice(0)) stop();
});

const form = (over: Record<string, unknown>): QueryFormData => ({
  datasource: '3__table',
  viz_type: 'filter_box',
  slice_id: 41,
  granularity_sqla: 'order_date',
  filter_configs: [{ column: 'region', label: 'Region', multiple: true }],
  ...over,
});
const choices = [
  result(
    ['region', 'count'],
    [GenericDataType.STRING, GenericDataType.NUMERIC],
    [
      { region: 'East', count: 5 },
      { region: 'West', count: 3 },
    ],
  ),
];

function heard(): CrossFilterEvent[] {
  const events: CrossFilterEvent[] = [];
  stops.push(pageCrossFilters.subscribe((e) => events.push(e)));
  return events;
}

describe('the filter box view', () => {
  it('D1.20 D1.21 D1.22 D1.23 shows the date range, grain, time column and a select per column; Apply emits the selection', async () => {
    const events = heard();
    const model = transformFilterBoxProps(
      choices,
      form({
        date_filter: true,
        show_sqla_time_granularity: true,
        show_sqla_time_column: true,
        instant_filtering: false,
      }),
    );
    render(<FilterBoxView model={model} width={300} height={500} />);
    expect(screen.getByRole('group', { name: 'Time range' })).toBeTruthy();
    expect(screen.getByLabelText('Time grain')).toBeTruthy();
    expect(screen.getByLabelText('Time column')).toBeTruthy();
    const region = screen.getByRole('listbox', { name: 'Region' }) as HTMLSelectElement;
    expect([...region.options].map((o) => o.textContent)).toEqual(['East (5)', 'West (3)']);
    (region.options[1] as HTMLOptionElement).selected = true;
    fireEvent.change(region);
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2024-06-30' } });
    expect(events).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(events).toEqual([
      {
        chartId: 41,
        dataMask: {
          extraFormData: {
            filters: [
              { col: 'region', op: 'IN', val: ['West'] },
              { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-06-30' },
            ],
          },
          filterState: expect.objectContaining({ value: [['West'], '2024-01-01 : 2024-06-30'] }),
        },
      },
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('D1.23 D12.01 with instant filtering there is no Apply: each change is emitted at once; search narrows the choices', () => {
    const events = heard();
    render(
      <FilterBoxView
        model={transformFilterBoxProps(choices, form({ instant_filtering: true }))}
        width={300}
        height={300}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Region' }), { target: { value: 'ea' } });
    const region = screen.getByRole('listbox', { name: 'Region' }) as HTMLSelectElement;
    expect([...region.options].map((o) => o.value)).toEqual(['East']);
    (region.options[0] as HTMLOptionElement).selected = true;
    fireEvent.change(region);
    expect(events.map((e) => e.dataMask.extraFormData.filters)).toEqual([[{ col: 'region', op: 'IN', val: ['East'] }]]);
  });
});
