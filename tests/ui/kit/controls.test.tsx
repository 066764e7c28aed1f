// @vitest-environment happy-dom
import './happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionMenu, EditableTitle, OwnerAvatars, TabSet, Tip } from '../../../src/ui/kit';
import { SIX_OWNERS } from './fixtures';

afterEach(cleanup);

describe('tabs', () => {
  it('X5.01 X6.01 tabs have accessible names and switch with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <TabSet
        label="Metric"
        tabs={[
          { id: 'saved', title: 'Saved', content: <p>saved metrics</p> },
          { id: 'simple', title: 'Simple', content: <p>column and aggregate</p> },
          { id: 'sql', title: 'Custom SQL', content: <p>sql editor</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Metric' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Saved', 'Simple', 'Custom SQL']);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Saved' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Custom SQL' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('sql editor');
  });

  it('X5.08 a disabled tab is skipped', async () => {
    const user = userEvent.setup();
    render(
      <TabSet
        label="Metric"
        tabs={[
          { id: 'saved', title: 'Saved', content: 'a' },
          { id: 'simple', title: 'Simple', content: 'b', disabled: true },
          { id: 'sql', title: 'Custom SQL', content: 'c' },
        ]}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Custom SQL' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('menu', () => {
  it('D3.17 a menu opens, moves and runs an action with the keyboard only, and closes', async () => {
    const user = userEvent.setup();
    const ran: string[] = [];
    render(
      <ActionMenu
        label="Chart actions"
        items={[
          { id: 'query', label: 'View query', onAction: () => ran.push('query') },
          { id: 'csv', label: 'Download CSV', onAction: () => ran.push('csv') },
          { id: 'share', label: 'Share', onAction: () => ran.push('share'), disabled: true },
        ]}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chart actions' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Chart actions' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Share' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View query' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(ran).toEqual(['csv']);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('tooltip', () => {
  it('X5.02 a tooltip shows on keyboard focus, describes its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tip content="Force refresh">
        <button type="button">↻</button>
      </Tip>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Force refresh');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(tip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

function Title({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EditableTitle label="Metric name" value={value} defaultLabel="My metric" onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('editable title', () => {
  it("X5.02 X6.02 shows the default label and 'Click to edit label'; edits by keyboard and saves on Enter", async () => {
    const user = userEvent.setup();
    render(<Title />);
    const button = screen.getByRole('button', { name: 'Metric name: My metric' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Click to edit label');
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Metric name' });
    expect(document.activeElement).toBe(input);
    await user.keyboard('Revenue{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('Revenue');
    expect(screen.getByRole('button', { name: 'Metric name: Revenue' })).toBeTruthy();
  });

  it('X5.02 Escape keeps the old title; an emptied title falls back to the default label', async () => {
    const user = userEvent.setup();
    render(<Title initial="Revenue" />);
    await user.click(screen.getByRole('button', { name: 'Metric name: Revenue' }));
    await user.keyboard('{Control>}a{/Control}Cost{Escape}');
    expect(screen.getByTestId('value').textContent).toBe('Revenue');
    await user.click(screen.getByRole('button', { name: 'Metric name: Revenue' }));
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Metric name: My metric' })).toBeTruthy();
  });
});

describe('owner avatars', () => {
  const owners = SIX_OWNERS;
  it("X3.03 at most 4 avatars are shown, the rest as '+N', each with an accessible name", async () => {
    render(<OwnerAvatars owners={owners} />);
    const group = screen.getByRole('group', { name: 'Owners' });
    const avatars = screen.getAllByRole('img');
    expect(avatars.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'grace',
      'Edsger Dijkstra',
    ]);
    expect(avatars.map((a) => a.textContent)).toEqual(['AL', 'AT', 'G', 'ED']);
    const more = screen.getByRole('button', { name: '2 more: Barbara Liskov, Ken Thompson' });
    expect(more.textContent).toBe('+2');
    expect(group.contains(more)).toBe(true);
  });

  it('X3.03 four owners show no counter', () => {
    render(<OwnerAvatars owners={owners.slice(0, 4)} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('X3.03 the counter names the rest in a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<OwnerAvatars owners={owners} />);
    await act(async () => user.tab());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Barbara Liskov, Ken Thompson');
  });
});
