// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlHarness, renderWith } from './fixtures';

afterEach(cleanup);

const CONFIG = {
  name: 'layers',
  type: 'CollectionControl',
  label: 'Layers',
  newItem: () => ({ name: 'new layer' }),
  itemLabel: (item: unknown) => String((item as { name: string }).name),
} as const;

const labels = () =>
  within(screen.getByRole('list', { name: 'Layers items' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', '').trim());

describe('collection control', () => {
  it('X9.02 lists the items; Alt+ArrowDown and Alt+ArrowUp move the focused item', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} initial={[{ name: 'a' }, { name: 'b' }, { name: 'c' }]} seen={seen} />);
    expect(labels()).toEqual(['a', 'b', 'c']);
    const a = screen.getByRole('button', { name: 'a' });
    expect(a.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowUp Alt+ArrowDown');
    a.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(labels()).toEqual(['b', 'a', 'c']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'c' }), { key: 'ArrowUp', altKey: true });
    expect(labels()).toEqual(['b', 'c', 'a']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'b' }), { key: 'ArrowUp', altKey: true });
    expect(seen).toEqual([
      [{ name: 'b' }, { name: 'a' }, { name: 'c' }],
      [{ name: 'b' }, { name: 'c' }, { name: 'a' }],
    ]);
  });

  it('X9.02 an item dragged onto another takes its place', () => {
    renderWith(<ControlHarness config={CONFIG} initial={[{ name: 'a' }, { name: 'b' }, { name: 'c' }]} />);
    const items = within(screen.getByRole('list', { name: 'Layers items' })).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      get types() {
        return [...data.keys()];
      },
    };
    fireEvent.dragStart(items[0]!, { dataTransfer });
    fireEvent.dragOver(items[2]!, { dataTransfer });
    fireEvent.drop(items[2]!, { dataTransfer });
    expect(labels()).toEqual(['b', 'c', 'a']);
  });

  it("X9.02 'Add item' adds a new item and × removes one", async () => {
    const user = userEvent.setup();
    renderWith(<ControlHarness config={CONFIG} initial={[{ name: 'a' }, { name: 'b' }]} />);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(labels()).toEqual(['a', 'b', 'new layer']);
    await user.click(screen.getByRole('button', { name: 'Remove a' }));
    expect(labels()).toEqual(['b', 'new layer']);
  });
});
