// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExploreControlConfig } from '../../../src/ui/explore-controls';
import { DragSource, type DragPayload } from '../../../src/ui/kit';
import { ControlHarness, dataset, renderWith, settle } from './fixtures';

afterEach(cleanup);

const GROUPBY: ExploreControlConfig = { name: 'groupby', type: 'GroupByControl', label: 'Dimensions', multi: true };
const FILTERS: ExploreControlConfig = { name: 'adhoc_filters', type: 'AdhocFilterControl', label: 'Filters' };
const wait = () => act(() => settle());

/** Drags the only source onto the first zone that takes it, with the keyboard. */
async function keyboardDrop(user: ReturnType<typeof userEvent.setup>, sourceName: string) {
  screen.getByRole('button', { name: sourceName }).focus();
  await user.keyboard('{Enter}');
  await wait();
  await user.keyboard('{Enter}');
  await wait();
}

function Panel(props: { payload: DragPayload; config: ExploreControlConfig; initial?: unknown; seen?: unknown[] }) {
  return (
    <>
      <DragSource payload={props.payload} label="source">
        source
      </DragSource>
      <ControlHarness
        config={props.config}
        initial={props.initial ?? []}
        {...(props.seen ? { seen: props.seen } : {})}
      />
    </>
  );
}

describe('drop zones', () => {
  it("X8.01 X8.03 a column dragged with the keyboard onto 'Drop columns here' is added", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(
      <Panel
        payload={{ kind: 'column', value: { column_name: 'country' } }}
        config={GROUPBY}
        initial={['ds']}
        seen={seen}
      />,
      { dataset: dataset() },
    );
    expect(screen.getByText('Drop columns here')).toBeTruthy();
    await keyboardDrop(user, 'source');
    expect(seen).toEqual([['ds', 'country']]);
    expect(screen.getByRole('button', { name: 'country' })).toBeTruthy();
  });

  it('X8.01 items are reordered by swapping (Alt+Arrow keys on an item)', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={GROUPBY} initial={['country', 'ds', 'qty']} seen={seen} />, {
      dataset: dataset(),
    });
    screen.getByRole('button', { name: 'country' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(seen).toEqual([['ds', 'country', 'qty']]);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(seen[1]).toEqual(['country', 'ds', 'qty']);
  });

  it('X8.01 items are reordered by swapping: an item dragged with the pointer onto another trades places with it', () => {
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={GROUPBY} initial={['country', 'ds', 'qty']} seen={seen} />, {
      dataset: dataset(),
    });
    const rows = screen.getAllByRole('listitem');
    const types: string[] = [];
    const dataTransfer = { types, setData: (type: string) => types.push(type) };
    fireEvent.dragStart(rows[0]!, { dataTransfer });
    fireEvent.dragOver(rows[2]!, { dataTransfer });
    fireEvent.drop(rows[2]!, { dataTransfer });
    expect(seen).toEqual([['qty', 'ds', 'country']]);
  });

  it("X8.01 X8.06 × removes an item; a remove guard's message blocks it in a dialog titled 'Warning'", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const config: ExploreControlConfig = {
      ...GROUPBY,
      canDelete: (item) => (item === 'ds' ? 'The time column cannot be removed' : undefined),
    };
    renderWith(<ControlHarness config={config} initial={['country', 'ds']} seen={seen} />, { dataset: dataset() });
    await user.click(screen.getByRole('button', { name: 'Remove ds' }));
    await wait();
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Warning');
    expect(within(dialog).getByText('The time column cannot be removed')).toBeTruthy();
    expect(seen).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Remove country' }));
    expect(seen).toEqual([['ds']]);
  });

  it('X8.02 X8.03 ghost texts, and a click-to-add button only with ENABLE_DND_WITH_CLICK_UX', () => {
    const single: ExploreControlConfig = { name: 'x_axis', type: 'XAxisControl', label: 'X-axis' };
    const metric: ExploreControlConfig = { name: 'metric', type: 'MetricControl', label: 'Metric' };
    const metrics: ExploreControlConfig = { name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true };
    const zones = [GROUPBY, single, metric, metrics, FILTERS];
    const { unmount } = renderWith(
      <>
        {zones.map((c) => (
          <ControlHarness key={c.name} config={c} />
        ))}
      </>,
      { dataset: dataset() },
    );
    expect([...document.querySelectorAll('.xc-ghost-text')].map((e) => e.textContent)).toEqual([
      'Drop columns here',
      'Drop column here',
      'Drop column or metric here',
      'Drop columns or metrics here',
      'Drop columns or metrics here',
    ]);
    unmount();
    renderWith(
      <>
        {zones.map((c) => (
          <ControlHarness key={c.name} config={c} />
        ))}
      </>,
      { dataset: dataset(), clickToAdd: true },
    );
    expect(screen.getAllByRole('button', { name: /or click$/ }).map((b) => b.textContent)).toEqual([
      'Drop columns here or click',
      'Drop a column here or click',
      'Drop a column/metric here or click',
      'Drop columns/metrics here or click',
      'Drop columns/metrics here or click',
    ]);
  });

  it('X8.04 a column dropped onto the filters opens a new SIMPLE equals filter in WHERE, added on Save', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<Panel payload={{ kind: 'column', value: { column_name: 'country' } }} config={FILTERS} seen={seen} />, {
      dataset: dataset({ filter_select: false }),
    });
    await keyboardDrop(user, 'source');
    const dialog = screen.getByRole('dialog', { name: 'Edit filter' });
    expect((within(dialog).getByRole('combobox', { name: 'Subject' }) as HTMLInputElement).value).toBe('country');
    expect((within(dialog).getByRole('combobox', { name: 'Operator' }) as HTMLInputElement).value).toBe('Equal to (=)');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter value' }));
    await user.keyboard('FR{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([
      [
        expect.objectContaining({
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'country',
          operatorId: 'EQUALS',
          operator: '==',
          comparator: 'FR',
        }),
      ],
    ]);
    expect(screen.getByRole('button', { name: "country = 'FR'" })).toBeTruthy();
  });

  it("X8.05 a saved metric dropped onto the filters opens an SQL filter in HAVING, '<metric> > 0', ready to save", async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<Panel payload={{ kind: 'metric', value: { metric_name: 'revenue' } }} config={FILTERS} seen={seen} />, {
      dataset: dataset(),
    });
    await keyboardDrop(user, 'source');
    const dialog = screen.getByRole('dialog', { name: 'Edit filter' });
    expect(within(dialog).getByRole('tab', { name: 'Custom SQL' }).getAttribute('aria-selected')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: 'Custom SQL' }) as HTMLTextAreaElement).value).toBe(
      'SUM(amount) > 0',
    );
    expect((within(dialog).getByRole('combobox', { name: 'Clause' }) as HTMLInputElement).value).toBe('HAVING');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([
      [expect.objectContaining({ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(amount) > 0' })],
    ]);
  });

  it('X8.07 a long default label is cut to 40 characters and "..."', () => {
    const sqlExpression = 'country IN (SELECT country FROM top_markets WHERE rank < 10)';
    renderWith(
      <ControlHarness
        config={FILTERS}
        initial={[{ expressionType: 'SQL', clause: 'WHERE', sqlExpression, filterOptionName: 'f1' }]}
      />,
      { dataset: dataset() },
    );
    expect(screen.getByRole('button', { name: `${sqlExpression.slice(0, 40)}...` })).toBeTruthy();
  });

  it('X7.13 X7.14 flagged and inherited filters show their warnings', () => {
    const flagged = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'gone',
      operator: '==',
      operatorId: 'EQUALS',
      comparator: 'x',
      datasourceWarning: true,
      filterOptionName: 'f1',
    };
    const inherited = {
      expressionType: 'SQL',
      clause: 'WHERE',
      sqlExpression: 'a = 1',
      isExtra: true,
      filterOptionName: 'f2',
    };
    renderWith(<ControlHarness config={FILTERS} initial={[flagged, inherited]} />, { dataset: dataset() });
    expect(screen.getByRole('img', { name: 'This filter might be incompatible with current dataset' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /inherited from the dashboard's context/ })).toBeTruthy();
  });

  it('X7.13 a flagged ad-hoc metric and a column the dataset lacks show their warnings', () => {
    const metric = {
      expressionType: 'SIMPLE',
      column: { column_name: 'gone' },
      aggregate: 'SUM',
      label: 'SUM(gone)',
      datasourceWarning: true,
    };
    renderWith(
      <>
        <ControlHarness
          config={{ name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true }}
          initial={[metric]}
        />
        <ControlHarness config={GROUPBY} initial={['gone']} />
      </>,
      { dataset: dataset() },
    );
    expect(screen.getByRole('img', { name: 'This metric might be incompatible with current dataset' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'This column might be incompatible with current dataset' })).toBeTruthy();
  });

  it('X8.01 X5.06 a column dropped on the metrics opens the metric editor on Simple with the column chosen', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const metrics: ExploreControlConfig = { name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true };
    renderWith(
      <Panel
        payload={{ kind: 'column', value: { column_name: 'amount', type: 'DOUBLE' } }}
        config={metrics}
        seen={seen}
      />,
      { dataset: dataset() },
    );
    await keyboardDrop(user, 'source');
    const dialog = screen.getByRole('dialog', { name: 'Edit metric' });
    expect(within(dialog).getByRole('tab', { name: 'Simple' }).getAttribute('aria-selected')).toBe('true');
    expect((within(dialog).getByRole('combobox', { name: 'Column' }) as HTMLInputElement).value).toBe('amount');
    await user.click(within(dialog).getByRole('combobox', { name: 'Aggregate' }));
    await user.keyboard('MAX{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([
      [expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'MAX', label: 'MAX(amount)' })],
    ]);
  });
});
