// @vitest-environment happy-dom
// S3.01: the explore controls of checklist X5–X14 working together in the control panel, on the explore store.
import '../../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, createChartRegistry } from '../../../../src/charts';
import { sessionStore } from '../../../../src/state/app';
import { exploreState, hydrateExplore, resetExplore } from '../../../../src/state/explore';
import { DragSource } from '../../../../src/ui/kit';
import { ControlPanel } from '../../../../src/ui/pages/explore/ControlPanel';

const registry = createChartRegistry();
const pie = BUILT_IN_PLUGINS.pie.controlPanel;
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

beforeEach(() => {
  resetExplore();
  sessionStore.featureFlags = { ENABLE_DND_WITH_CLICK_UX: true };
  hydrateExplore({
    formData: { datasource: '3__table', viz_type: 'pie', metric: 'count', groupby: [] },
    datasource: {
      id: 3,
      type: 'table',
      filter_select: false,
      columns: [
        { column_name: 'gender', type: 'VARCHAR', type_generic: 1 },
        { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
      ],
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
    },
    controlPanel: pie,
    user: { userId: 1, roles: { Admin: [] } },
  });
});

afterEach(() => {
  cleanup();
  sessionStore.featureFlags = {};
});

const zone = (label: string) => within(screen.getByRole('group', { name: label }));
const updateChart = () => screen.getByRole('button', { name: 'Update chart' }) as HTMLButtonElement;

describe('the explore controls together (S3.01)', () => {
  it('S3.01 drop zone, column and filter popovers, validators, number control, colour scheme and chart-type switching on one chart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DragSource payload={{ kind: 'column', value: { column_name: 'gender' } }} label="gender">
          gender
        </DragSource>
        <ControlPanel panel={pie} registry={registry} />
      </>,
    );

    // Drop zone (X8): a column dragged by keyboard onto the dimensions.
    screen.getByRole('button', { name: 'gender' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    await user.keyboard('{Enter}');
    await settle();
    expect(exploreState.form_data.groupby).toEqual(['gender']);
    expect(exploreState.chartIsStale).toBe(true);

    // Column popover (X6): the dropped item opens 'Edit column'.
    await user.click(zone('Dimensions').getByRole('button', { name: 'gender' }));
    const column = screen.getByRole('dialog', { name: 'Edit column' });
    await user.click(within(column).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Edit column' })).toBeNull();

    // Filter popover (X7): a new filter on gender = 'boy', saved into the filters.
    await user.click(zone('Filters').getByRole('button', { name: /or click$/ }));
    const filter = screen.getByRole('dialog', { name: 'Edit filter' });
    await user.click(within(filter).getByRole('combobox', { name: 'Subject' }));
    await user.keyboard('gender{Enter}');
    await user.click(within(filter).getByRole('combobox', { name: 'Filter value' }));
    await user.keyboard('boy{Enter}');
    await user.click(within(filter).getByRole('button', { name: 'Save' }));
    expect(exploreState.form_data.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'gender', clause: 'WHERE', comparator: ['boy'] }),
    ]);

    // Validators (X14): a row limit that is no integer blocks Update chart and says which control.
    const rowLimit = screen.getByRole('combobox', { name: 'Row limit' });
    await user.click(rowLimit);
    await user.clear(rowLimit);
    await user.type(rowLimit, '1.5{Enter}');
    expect(updateChart().disabled).toBe(true);
    expect(screen.getByText('Fix Row limit first')).toBeTruthy();
    await user.clear(rowLimit);
    await user.type(rowLimit, '100{Enter}');
    expect(updateChart().disabled).toBe(false);
    await user.click(updateChart());
    expect(exploreState.chartIsStale).toBe(false);

    // Number control (X9): a display control redraws without marking the chart stale.
    const radius = screen.getByRole('spinbutton', { name: 'Outer radius' });
    await user.clear(radius);
    await user.type(radius, '80');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(exploreState.form_data.outerRadius).toBe(80);
    expect(exploreState.chartIsStale).toBe(false);

    // Colour scheme select (X9.10): another scheme, a display change too.
    const scheme = screen.getByRole('combobox', { name: 'Color scheme' });
    const before = exploreState.form_data.color_scheme;
    scheme.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(exploreState.form_data.color_scheme).not.toBe(before);
    expect(exploreState.chartIsStale).toBe(false);

    // Chart-type switching (X12) through the gallery (X11): the bar chart keeps the metric, dimension and filter.
    await user.click(screen.getByRole('button', { name: 'View all charts' }));
    const gallery = screen.getByRole('dialog', { name: 'Select a visualization type' });
    await user.type(within(gallery).getByRole('searchbox', { name: 'Search all charts' }), 'bar chart');
    await user.dblClick(within(gallery).getAllByRole('option', { name: 'Bar Chart' })[0]!);
    expect(exploreState.form_data.viz_type).toBe('echarts_timeseries_bar');
    expect(exploreState.form_data.metrics).toEqual(['count']);
    expect(exploreState.form_data.groupby).toEqual(['gender']);
    expect(exploreState.form_data.adhoc_filters).toEqual([expect.objectContaining({ subject: 'gender' })]);
    expect(exploreState.chartIsStale).toBe(true);
  });
});
