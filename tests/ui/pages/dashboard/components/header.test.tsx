// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_TEXT_LIMITS } from '../../../../../src/core/layout';
import type { HeaderSize } from '../../../../../src/core/layout';
import { dashboardStore } from '../../../../../src/state/dashboard';
import { HEADER_FONT_SIZES } from '../../../../../src/ui/pages/dashboard/components';
import { Board, component, layoutOf, metaOf, openDashboard } from './fixtures';

afterEach(cleanup);

const headerBoard = (headerSize: HeaderSize, background?: string) =>
  layoutOf(
    ['HEADER-1', 'DIVIDER-1'],
    component('HEADER-1', 'HEADER', [], { text: 'Sales', headerSize, ...(background ? { background } : {}) }),
    component('DIVIDER-1', 'DIVIDER'),
  );

const headerElement = (container: HTMLElement): HTMLElement =>
  container.querySelector<HTMLElement>('[data-cell="HEADER-1"] .dashboard-header') as HTMLElement;

describe('Header and divider components', () => {
  it('D1.12 D2.18 headers render at the three sizes, on a transparent or white background, and a divider as a rule', () => {
    for (const size of ['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'] as const) {
      openDashboard(headerBoard(size), false);
      const { container, unmount } = render(<Board />);
      const header = headerElement(container);
      expect(header.textContent).toBe('Sales');
      expect(header.style.fontSize).toBe(`${HEADER_FONT_SIZES[size]}px`);
      expect(header.style.background).toBe('');
      expect(container.querySelector('[data-cell="DIVIDER-1"] hr')).not.toBeNull();
      unmount();
    }
    expect(HEADER_FONT_SIZES.SMALL_HEADER).toBeLessThan(HEADER_FONT_SIZES.MEDIUM_HEADER);
    expect(HEADER_FONT_SIZES.MEDIUM_HEADER).toBeLessThan(HEADER_FONT_SIZES.LARGE_HEADER);
    openDashboard(headerBoard('MEDIUM_HEADER', 'BACKGROUND_WHITE'), false);
    const { container } = render(<Board />);
    expect(headerElement(container).style.background).toBe('var(--surface, #fff)');
    // View mode: the text is not editable and there is no menu.
    expect(screen.queryByRole('button', { name: /Header text/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Header options' })).toBeNull();
  });

  it('D5.22 edit mode: the text is edited in place (limited) and saved as updateMeta {text}', async () => {
    const user = userEvent.setup();
    openDashboard(headerBoard('MEDIUM_HEADER'), true);
    render(<Board />);
    await user.click(screen.getByRole('button', { name: 'Header text: Sales' }));
    const input = screen.getByRole('textbox', { name: 'Header text' });
    expect(input.getAttribute('maxlength')).toBe(String(LAYOUT_TEXT_LIMITS.headerText));
    await user.clear(input);
    await user.type(input, 'Revenue{Enter}');
    expect(metaOf('HEADER-1')?.text).toBe('Revenue');
    expect(screen.getByRole('button', { name: 'Header text: Revenue' })).toBeTruthy();
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
  });

  it("D5.22 an emptied header shows 'New header' until it is named again", async () => {
    const user = userEvent.setup();
    openDashboard(headerBoard('MEDIUM_HEADER'), true);
    render(<Board />);
    await user.click(screen.getByRole('button', { name: 'Header text: Sales' }));
    await user.clear(screen.getByRole('textbox', { name: 'Header text' }));
    await user.keyboard('{Enter}');
    expect(metaOf('HEADER-1')?.text).toBe('');
    expect(screen.getByRole('button', { name: 'Header text: New header' })).toBeTruthy();
  });

  it('D5.22 D2.18 the header menu picks the size and the background, the current ones marked', async () => {
    const user = userEvent.setup();
    openDashboard(headerBoard('MEDIUM_HEADER'), true);
    const { container } = render(<Board />);
    await user.hover(screen.getByRole('button', { name: 'Header options' }));
    await user.click(screen.getByRole('button', { name: 'Header options' }));
    const menu = screen.getByRole('menu', { name: 'Header options' });
    expect(within(menu).getByRole('menuitem', { name: '✓ Medium header' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: '✓ Transparent background' })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Large header' }));
    expect(metaOf('HEADER-1')?.headerSize).toBe('LARGE_HEADER');
    expect(headerElement(container).style.fontSize).toBe(`${HEADER_FONT_SIZES.LARGE_HEADER}px`);
    await user.click(screen.getByRole('button', { name: 'Header options' }));
    await user.click(screen.getByRole('menuitem', { name: 'White background' }));
    expect(metaOf('HEADER-1')?.background).toBe('BACKGROUND_WHITE');
    expect(headerElement(container).style.background).toBe('var(--surface, #fff)');
  });
});
