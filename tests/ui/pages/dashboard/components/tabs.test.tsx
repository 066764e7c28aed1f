// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_TEXT_LIMITS } from '../../../../../src/core/layout';
import { dashboardStore } from '../../../../../src/state/dashboard';
import { DELETE_TAB_TEXT, DELETE_TAB_TITLE, tabDropIndex } from '../../../../../src/ui/pages/dashboard/components';
import { Board, component, layoutOf, metaOf, openDashboard } from './fixtures';

afterEach(cleanup);

/** Top-level tabs North, South and East, each with a header in it. */
const tabsBoard = () =>
  layoutOf(
    ['TABS-1'],
    component('TABS-1', 'TABS', ['TAB-n', 'TAB-s', 'TAB-e']),
    component('TAB-n', 'TAB', ['HEADER-n'], { text: 'North' }),
    component('TAB-s', 'TAB', ['HEADER-s'], { text: 'South' }),
    component('TAB-e', 'TAB', ['HEADER-e'], { text: 'East' }),
    component('HEADER-n', 'HEADER', [], { text: 'In north' }),
    component('HEADER-s', 'HEADER', [], { text: 'In south' }),
    component('HEADER-e', 'HEADER', [], { text: 'In east' }),
  );

const tabNames = (): string[] => screen.getAllByRole('tab').map((t) => t.textContent ?? '');
const selectedTab = (): string => screen.getByRole('tab', { selected: true }).textContent ?? '';
const tabsChildren = (): string[] => [...(dashboardStore.layout['TABS-1']?.children ?? [])];

describe('Tab strip', () => {
  it('D1.10 view mode: a tablist of tabs labelling the shown panel; a click switches what the container shows', async () => {
    const user = userEvent.setup();
    openDashboard(tabsBoard(), false);
    render(<Board />);
    expect(screen.getByRole('tablist', { name: 'Dashboard tabs' })).toBeTruthy();
    expect(tabNames()).toEqual(['North', 'South', 'East']);
    expect(screen.getByRole('tabpanel', { name: 'North' })).toBeTruthy();
    expect(screen.getByText('In north')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'South' }));
    expect(selectedTab()).toBe('South');
    expect(screen.getByRole('tabpanel', { name: 'South' })).toBeTruthy();
    expect(screen.getByText('In south')).toBeTruthy();
    expect(screen.queryByText('In north')).toBeNull();
    // Nothing to edit in view mode.
    expect(screen.queryByRole('button', { name: 'Add tab' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Tab options/ })).toBeNull();
  });

  it('D1.10 arrow keys, Home and End move between tabs; only the shown tab is in the tab order', async () => {
    const user = userEvent.setup();
    openDashboard(tabsBoard(), false);
    render(<Board />);
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    screen.getByRole('tab', { name: 'North' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('South');
    expect(document.activeElement?.textContent).toBe('South');
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('East');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('North');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('East');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('North');
    expect(document.activeElement?.textContent).toBe('North');
  });

  it("D1.10 D5.24 edit mode: the tablist holds only tabs; the shown tab's handle, title and menu sit beside it", async () => {
    const user = userEvent.setup();
    openDashboard(tabsBoard(), true);
    render(<Board />);
    const list = screen.getByRole('tablist', { name: 'Dashboard tabs' });
    const onlyTabs = () => {
      expect([...list.children].map((c) => c.getAttribute('role'))).toEqual(['tab', 'tab', 'tab']);
      // A tab's children are presentational: nothing focusable inside one.
      expect(list.querySelectorAll('[role="tab"] :is(button, input, [role="button"], [tabindex])')).toHaveLength(0);
    };
    onlyTabs();
    const tools = screen.getByRole('group', { name: 'Shown tab: North' });
    expect(within(tools).getByRole('button', { name: 'Drag tab: North' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Tab title: North' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Tab options: North' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'South' }));
    expect(screen.getByRole('group', { name: 'Shown tab: South' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Drag tab: North' })).toBeNull();
    onlyTabs();
  });

  it("D5.24 edit mode: '+' adds a tab titled 'Tab title' at the end and shows it", async () => {
    const user = userEvent.setup();
    openDashboard(tabsBoard(), true);
    render(<Board />);
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    expect(tabsChildren()).toHaveLength(4);
    const added = tabsChildren()[3] ?? '';
    expect(dashboardStore.layout[added]?.type).toBe('TAB');
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(selectedTab()).toBe('Tab title');
  });

  it('D5.24 edit mode: the shown tab is renamed in place (limited), saved as updateMeta {text}', async () => {
    const user = userEvent.setup();
    openDashboard(tabsBoard(), true);
    render(<Board />);
    await user.click(screen.getByRole('button', { name: 'Tab title: North' }));
    const input = screen.getByRole('textbox', { name: 'Tab title' });
    expect(input.getAttribute('maxlength')).toBe(String(LAYOUT_TEXT_LIMITS.tabTitle));
    await user.clear(input);
    await user.type(input, 'Northwest{Enter}');
    expect(metaOf('TAB-n')?.text).toBe('Northwest');
    expect(tabNames()).toEqual(['Northwest', 'South', 'East']);
  });

  it("D5.24 edit mode: delete asks first with Superset's words; Cancel keeps the tab, DELETE removes it and shows the one before", async () => {
    const user = userEvent.setup();
    openDashboard(tabsBoard(), true);
    render(<Board />);
    await user.click(screen.getByRole('tab', { name: 'South' }));
    await user.click(screen.getByRole('button', { name: 'Tab options: South' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = screen.getByRole('alertdialog', { name: DELETE_TAB_TITLE });
    expect(within(dialog).getByText(DELETE_TAB_TEXT)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(tabsChildren()).toEqual(['TAB-n', 'TAB-s', 'TAB-e']);

    await user.click(screen.getByRole('button', { name: 'Tab options: South' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = screen.getByRole('alertdialog', { name: DELETE_TAB_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(tabsChildren()).toEqual(['TAB-n', 'TAB-e']);
    expect(dashboardStore.layout['HEADER-s']).toBeUndefined();
    expect(tabNames()).toEqual(['North', 'East']);
    expect(selectedTab()).toBe('North');
    expect(dashboardStore.canUndo).toBe(true);
  });

  it('D5.24 edit mode: Move left and Move right reorder the tabs (ends disabled)', async () => {
    const user = userEvent.setup();
    openDashboard(tabsBoard(), true);
    render(<Board />);
    await user.click(screen.getByRole('button', { name: 'Tab options: North' }));
    expect(screen.getByRole('menuitem', { name: 'Move left' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Move right' }));
    expect(tabsChildren()).toEqual(['TAB-s', 'TAB-n', 'TAB-e']);
    await user.click(screen.getByRole('tab', { name: 'East' }));
    await user.click(screen.getByRole('button', { name: 'Tab options: East' }));
    expect(screen.getByRole('menuitem', { name: 'Move right' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Move left' }));
    expect(tabsChildren()).toEqual(['TAB-s', 'TAB-e', 'TAB-n']);
    expect(tabNames()).toEqual(['South', 'East', 'North']);
  });

  it("D5.24 edit mode: a tab is dragged by its handle to another tab's place, by keyboard (Enter, Tab to the zone, Enter)", async () => {
    const user = userEvent.setup();
    const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
    openDashboard(tabsBoard(), true);
    render(<Board />);
    const handle = screen.getByRole('button', { name: 'Drag tab: North' });
    handle.focus();
    await user.keyboard('{Enter}');
    await settle();
    // Tab through the drop zones to the one of East.
    const zoneOfEast = () => document.activeElement?.closest('.dashboard-tab-drop[data-drop-tab-id="TAB-e"]');
    for (let i = 0; i < 6 && !zoneOfEast(); i++) await user.tab();
    expect(zoneOfEast()).toBeTruthy();
    await user.keyboard('{Enter}');
    await settle();
    expect(tabsChildren()).toEqual(['TAB-s', 'TAB-e', 'TAB-n']);
    expect(tabNames()).toEqual(['South', 'East', 'North']);
  });

  it("D5.24 the drop index puts the dragged tab in the target's place, either way", () => {
    expect(tabDropIndex(0, 2)).toBe(3);
    expect(tabDropIndex(2, 0)).toBe(0);
    expect(tabDropIndex(1, 2)).toBe(3);
  });
});
