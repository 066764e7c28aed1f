// @vitest-environment happy-dom
import './happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DragSource,
  DropTarget,
  GroupDragSource,
  useDragSourceGroup,
  type DragPayload,
  type GroupedSource,
} from '../../../src/ui/kit';

afterEach(cleanup);

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

function Panel({ dropped }: { dropped: DragPayload[][] }) {
  return (
    <>
      <DragSource payload={{ kind: 'column', value: { column_name: 'country', type: 'VARCHAR' } }} label="country">
        country
      </DragSource>
      <DragSource payload={{ kind: 'metric', value: { metric_name: 'count' } }} label="count">
        count
      </DragSource>
      <DropTarget label="Dimensions" accept={['column']} onDrop={(p) => dropped.push(p)}>
        Drop columns here
      </DropTarget>
    </>
  );
}

describe('drag and drop', () => {
  it('X2.10 X8.01 drag sources are focusable buttons named by their label', () => {
    render(<Panel dropped={[]} />);
    expect(screen.getByRole('button', { name: 'country' }).tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'count' })).toBeTruthy();
  });
});

const GROUPED: Record<string, GroupedSource> = {
  a: { payload: { kind: 'column', value: { column_name: 'a' } }, label: 'Column a' },
  b: { payload: { kind: 'column', value: { column_name: 'b' } }, label: 'Column b' },
  c: { payload: { kind: 'metric', value: { metric_name: 'c' } }, label: 'Metric c' },
};

function GroupPanel({ dropped }: { dropped: DragPayload[][] }) {
  const group = useDragSourceGroup((key) => GROUPED[key] ?? null);
  return (
    <>
      <div {...group.containerProps}>
        {Object.entries(GROUPED).map(([key, source]) => (
          <GroupDragSource key={key} sourceKey={key} label={source.label} drag={group.propsOf(key)}>
            {source.label}
          </GroupDragSource>
        ))}
      </div>
      <DropTarget label="Dimensions" accept={['column']} onDrop={(p) => dropped.push(p)}>
        Drop columns here
      </DropTarget>
    </>
  );
}

describe('a group of drag sources on one drag hook', () => {
  it('X2.10 X8.01 arms only the source under the pointer: it alone is draggable, the others are described', async () => {
    const user = userEvent.setup();
    render(<GroupPanel dropped={[]} />);
    const [a, b] = [screen.getByRole('button', { name: 'Column a' }), screen.getByRole('button', { name: 'Column b' })];
    expect(a.getAttribute('draggable')).toBeNull();
    await user.hover(b);
    expect(b.getAttribute('draggable')).toBe('true');
    expect(a.getAttribute('draggable')).toBeNull();
    // Every source is told how to drag it, armed or not: the same description node.
    const described = b.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    expect(a.getAttribute('aria-describedby')).toBe(described);
    expect(document.getElementById(described ?? '')?.textContent).toMatch(/drag/i);
  });
});

/** Both kinds of source, one drag hook each and a group on one hook: which Tab reaches a column and a metric. */
const KEYBOARD_CASES = [
  {
    sources: 'one drag hook per source',
    draw: (dropped: DragPayload[][]) => <Panel dropped={dropped} />,
    column: {
      tabs: 1,
      name: 'country',
      payload: { kind: 'column', value: { column_name: 'country', type: 'VARCHAR' } },
    },
    metric: { tabs: 2, name: 'count' },
  },
  {
    sources: 'a group on one drag hook',
    draw: (dropped: DragPayload[][]) => <GroupPanel dropped={dropped} />,
    column: { tabs: 2, name: 'Column b', payload: { kind: 'column', value: { column_name: 'b' } } },
    metric: { tabs: 3, name: 'Metric c' },
  },
];

/** Tabs `tabs` times, checks focus is on the source `name`, and presses Enter on it; the next keys go to `user`. */
async function enterOnSource(tabs: number, name: string): Promise<ReturnType<typeof userEvent.setup>> {
  const user = userEvent.setup();
  for (let i = 0; i < tabs; i++) await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
  await settle();
  return user;
}

describe.each(KEYBOARD_CASES)('keyboard drag and drop, $sources', ({ draw, column, metric }) => {
  it('X2.10 X8.01 a column is dragged onto a drop zone with the keyboard only and arrives typed', async () => {
    const dropped: DragPayload[][] = [];
    render(draw(dropped));
    const user = await enterOnSource(column.tabs, column.name);
    expect(document.activeElement?.closest('.kit-drop-zone')).toBeTruthy();
    await user.keyboard('{Enter}');
    await settle();
    expect(dropped).toEqual([[column.payload]]);
  });

  it('X8.01 a drop zone is no target for a kind it does not accept', async () => {
    const dropped: DragPayload[][] = [];
    render(draw(dropped));
    const user = await enterOnSource(metric.tabs, metric.name);
    expect(document.activeElement?.closest('.kit-drop-zone')).toBeNull();
    await user.keyboard('{Escape}');
    await settle();
    expect(dropped).toEqual([]);
  });
});
