// @vitest-environment happy-dom
import './happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DragSource, DropTarget, type DragPayload } from '../../../src/ui/kit';

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

  it('X2.10 X8.01 a column is dragged onto a drop zone with the keyboard only and arrives typed', async () => {
    const user = userEvent.setup();
    const dropped: DragPayload[][] = [];
    render(<Panel dropped={dropped} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'country' }));
    await user.keyboard('{Enter}');
    await settle();
    expect(document.activeElement?.closest('.kit-drop-zone')).toBeTruthy();
    await user.keyboard('{Enter}');
    await settle();
    expect(dropped).toEqual([[{ kind: 'column', value: { column_name: 'country', type: 'VARCHAR' } }]]);
  });

  it('X8.01 a drop zone is no target for a kind it does not accept', async () => {
    const user = userEvent.setup();
    const dropped: DragPayload[][] = [];
    render(<Panel dropped={dropped} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'count' }));
    await user.keyboard('{Enter}');
    await settle();
    expect(document.activeElement?.closest('.kit-drop-zone')).toBeNull();
    await user.keyboard('{Escape}');
    await settle();
    expect(dropped).toEqual([]);
  });
});
