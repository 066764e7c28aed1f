// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlRegistry } from '../../../src/core/explore';
import {
  createExploreControlRegistry,
  registerExploreControls,
  apiControlServices,
  renderControl,
  type ControlComponent,
  type ExploreControlConfig,
} from '../../../src/ui/explore-controls';
import { queuedTimers } from '../kit/fixtures';
import { fakeClient } from '../../state/app/fakeClient';
import { ControlHarness, dataset, fakeServices, renderWith, settle } from './fixtures';

afterEach(cleanup);

describe('registry', () => {
  it('X9.13 an unknown control type warns once on the console and renders nothing', () => {
    const warnings: string[] = [];
    const registry = createExploreControlRegistry({ warn: (m) => warnings.push(m) });
    const config = { name: 'odd', type: 'SparkleControl', label: 'Odd' } as unknown as ExploreControlConfig;
    const { container } = render(<>{renderControl(registry, { config, value: 1, onChange: () => {} })}</>);
    render(<>{renderControl(registry, { config, value: 2, onChange: () => {} })}</>);
    expect(container.innerHTML).toBe('');
    expect(warnings).toEqual(['Unknown control type: SparkleControl']);
  });

  it('X9.16 registers a component for each control type the explore controls draw, and the disposer removes them', () => {
    const registry = new ControlRegistry<ControlComponent>();
    const dispose = registerExploreControls(registry);
    expect(registry.types()).toEqual(
      expect.arrayContaining([
        'CheckboxControl',
        'HiddenControl',
        'TextControl',
        'NumberControl',
        'SelectControl',
        'XAxisControl',
        'GroupByControl',
        'MetricsControl',
        'AdhocFilterControl',
        'ColorPickerControl',
        'ColorSchemeControl',
      ]),
    );
    dispose();
    expect(registry.types()).toEqual([]);
  });
});

describe('time range', () => {
  it('X9.14 the time range control is the kit time-range control under the control header, empty meaning the default time filter', () => {
    renderWith(
      <ControlHarness
        config={{
          name: 'time_range',
          type: 'TimeRangeControl',
          label: 'Time range',
          description: 'The time range of the query',
        }}
      />,
      { defaultTimeFilter: 'Last week' },
    );
    expect(screen.getByRole('button', { name: 'Time range: Last week' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'About Time range' })).toBeTruthy();
  });
});

describe('basic controls', () => {
  it('X9.16 a checkbox is toggled with the keyboard and named by its label', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(
      <ControlHarness
        config={{ name: 'show_legend', type: 'CheckboxControl', label: 'Show legend' }}
        initial={false}
        seen={seen}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Show legend' });
    box.focus();
    await user.keyboard(' ');
    expect(seen).toEqual([true]);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('X9.16 a hidden control carries its value and shows nothing', () => {
    const { container } = renderWith(
      <ControlHarness config={{ name: 'slice_id', type: 'HiddenControl', label: 'Slice' }} initial={12} />,
    );
    const input = container.querySelector('input[type=hidden]') as HTMLInputElement;
    expect(input.name).toBe('slice_id');
    expect(input.value).toBe('12');
    expect(screen.queryByText('Slice')).toBeNull();
  });

  it('X9.16 a number control hands back a number, and null once emptied', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(
      <ControlHarness config={{ name: 'size', type: 'NumberControl', label: 'Size' }} initial={3} seen={seen} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Size' });
    await user.clear(input);
    await user.type(input, '12');
    expect(seen).toEqual([null, 1, 12]);
  });

  it('X14.07 X9.16 a float text control commits after 300 ms; "1." stays text while typed, "1.5" becomes a number', async () => {
    const user = userEvent.setup();
    const { timers, elapse } = queuedTimers();
    const seen: unknown[] = [];
    renderWith(
      <ControlHarness
        config={{ name: 'ratio', type: 'TextControl', label: 'Ratio', isFloat: true }}
        initial=""
        seen={seen}
      />,
      { timers },
    );
    const input = screen.getByRole('textbox', { name: 'Ratio' });
    await user.type(input, '1.');
    expect(seen).toEqual([]);
    await elapse();
    await act(settle);
    expect(seen).toEqual(['1.']);
    await user.type(input, '5');
    await elapse();
    await act(settle);
    expect(seen).toEqual(['1.', 1.5]);
  });

  it('X14.07 an integer text control parses whole numbers, keeps bad text as text, and commits when left', async () => {
    const user = userEvent.setup();
    const { timers } = queuedTimers();
    const seen: unknown[] = [];
    renderWith(
      <ControlHarness
        config={{ name: 'rolling_periods', type: 'TextControl', label: 'Periods', isInt: true }}
        initial=""
        seen={seen}
      />,
      { timers },
    );
    const input = screen.getByRole('textbox', { name: 'Periods' });
    await user.type(input, '7');
    await user.tab();
    await user.type(input, 'x');
    await user.tab();
    expect(seen).toEqual([7, '7x']);
  });

  it('X9.09 a display control shows the lightning marker and its description behind a named info button', () => {
    renderWith(
      <ControlHarness
        config={{
          name: 'show_legend',
          type: 'CheckboxControl',
          label: 'Show legend',
          renderTrigger: true,
          description: 'Whether to show the legend',
        }}
        initial
      />,
    );
    expect(screen.getByRole('img', { name: 'Changing this control takes effect instantly' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'About Show legend' })).toBeTruthy();
  });

  it('X14.06 a control shows its errors after its label', () => {
    renderWith(
      <ControlHarness
        config={{ name: 'row_limit', type: 'TextControl', label: 'Row limit' }}
        initial="x"
        errors={['is expected to be an integer']}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Row limit is expected to be an integer');
  });
});

describe('select control', () => {
  it('X9.15 fixed choices, a null choice among them, chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const config: ExploreControlConfig = {
      name: 'contributionMode',
      type: 'SelectControl',
      label: 'Contribution mode',
      choices: [
        [null, 'None'],
        ['row', 'Row'],
      ],
    };
    renderWith(<ControlHarness config={config} initial={null} seen={seen} />);
    const box = screen.getByRole('combobox', { name: 'Contribution mode' });
    expect((box as HTMLInputElement).value).toBe('None');
    box.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(seen).toEqual(['row']);
  });

  it('X9.15 a select of boolean choices shows the saved boolean and answers a boolean (the pivot subtotal positions)', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const config: ExploreControlConfig = {
      name: 'rowSubtotalPosition',
      type: 'SelectControl',
      label: 'Rows subtotal position',
      choices: [
        [true, 'Top'],
        [false, 'Bottom'],
      ],
    };
    renderWith(<ControlHarness config={config} initial={false} seen={seen} />);
    const box = screen.getByRole('combobox', { name: 'Rows subtotal position' });
    expect((box as HTMLInputElement).value).toBe('Bottom');
    box.focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(seen).toEqual([true]);
  });

  it('X9.15 a multi, free-form select takes a typed value', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const config: ExploreControlConfig = {
      name: 'time_compare',
      type: 'SelectControl',
      label: 'Time shift',
      multi: true,
      freeForm: true,
      choices: [['1 day ago', '1 day ago']],
    };
    renderWith(<ControlHarness config={config} initial={[]} seen={seen} />);
    await user.click(screen.getByRole('combobox', { name: 'Time shift' }));
    await user.keyboard('3 weeks ago{Enter}');
    expect(seen).toEqual([['3 weeks ago']]);
  });

  it("X9.15 options come from the declared endpoint's result", async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices({
      endpoint: () => Promise.resolve([['a', 'Alpha'], { value: 'b', label: 'Beta' }]),
    });
    const config: ExploreControlConfig = {
      name: 'owner',
      type: 'SelectControl',
      label: 'Owner',
      endpoint: '/api/v1/chart/related/owners',
    };
    renderWith(<ControlHarness config={config} />, { services });
    screen.getByRole('combobox', { name: 'Owner' }).focus();
    await user.keyboard('{ArrowDown}');
    await act(() => settle(400));
    expect(calls.endpoints).toEqual(['/api/v1/chart/related/owners']);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alpha', 'Beta']);
  });

  it("X17.08 the generic select GETs its configured endpoint and offers the answer's result (the server's related {value, text} shape included)", async () => {
    const user = userEvent.setup();
    const client = fakeClient({
      'GET /api/v1/chart/related/owners': {
        status: 200,
        body: {
          count: 2,
          result: [
            { value: 1, text: 'Ada Lovelace', extra: {} },
            { value: 2, text: 'Alan Turing' },
          ],
        },
      },
    });
    const seen: unknown[] = [];
    const config: ExploreControlConfig = {
      name: 'owner',
      type: 'SelectControl',
      label: 'Owner',
      endpoint: '/api/v1/chart/related/owners',
    };
    renderWith(<ControlHarness config={config} seen={seen} />, { services: apiControlServices(() => client) });
    screen.getByRole('combobox', { name: 'Owner' }).focus();
    await user.keyboard('{ArrowDown}');
    await act(() => settle(400));
    expect(client.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/chart/related/owners']);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ada Lovelace', 'Alan Turing']);
    await user.click(options[1]!);
    expect(seen).toEqual([2]);
  });

  it("X9.15 a failing endpoint shows 'Error while fetching data: %s'", async () => {
    const user = userEvent.setup();
    const { services } = fakeServices({ endpoint: () => Promise.reject(new Error('Forbidden')) });
    renderWith(
      <ControlHarness config={{ name: 'owner', type: 'SelectControl', label: 'Owner', endpoint: '/api/v1/x' }} />,
      { services },
    );
    screen.getByRole('combobox', { name: 'Owner' }).focus();
    await user.keyboard('{ArrowDown}');
    await act(() => settle(400));
    expect(screen.getByRole('status').textContent).toBe('Error while fetching data: Forbidden');
  });

  it("X2.09 the time column without declared choices offers the dataset's temporal columns", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={{ name: 'granularity_sqla', type: 'SelectControl', label: 'Time column' }} />, {
      dataset: dataset(),
    });
    screen.getByRole('combobox', { name: 'Time column' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ds']);
  });
});
