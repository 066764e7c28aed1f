// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_TEXT_LIMITS, computeGridLayout } from '../../../../../src/core/layout';
import { toastStore } from '../../../../../src/state/app';
import { dashboardStore } from '../../../../../src/state/dashboard';
import { ComponentView, editComponentMeta } from '../../../../../src/ui/pages/dashboard/components';
import { Board, GRID_WIDTH, component, layoutOf, metaOf, openDashboard } from './fixtures';

afterEach(cleanup);

const HOSTILE =
  '# Quarterly notes\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [good](https://example.com/q)\n\n' +
  '<script>alert(2)</script><iframe src="https://evil.example"></iframe><svg onload=alert(3)></svg>' +
  '<p style="position:fixed" onclick="alert(4)">styled</p>';

const markdownBoard = (code: string | undefined) =>
  layoutOf(
    ['MARKDOWN-1'],
    component('MARKDOWN-1', 'MARKDOWN', [], { width: 4, height: 50, ...(code ? { code } : {}) }),
  );

describe('Markdown component', () => {
  it('D5.23 D1.13 view mode renders the sanitised HTML: heading and link, no handler, script, frame or javascript: URL', () => {
    openDashboard(markdownBoard(HOSTILE), false);
    const { container } = render(<Board />);
    expect(screen.getByRole('heading', { level: 1, name: 'Quarterly notes' })).toBeTruthy();
    const good = screen.getByRole('link', { name: 'good' });
    expect(good.getAttribute('href')).toBe('https://example.com/q');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('bad').hasAttribute('href')).toBe(false);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(container.querySelector('script, iframe, svg, [style], [onerror], [onclick], [onload]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|alert/);
    // No editing affordance in view mode.
    expect(screen.queryByRole('group', { name: 'Markdown mode' })).toBeNull();
  });

  it("D5.23 a markdown with no text shows Superset's default text", () => {
    openDashboard(markdownBoard(undefined), false);
    render(<Board />);
    expect(screen.getByRole('heading', { level: 1, name: '✨Header 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'markdown formatting' }).getAttribute('href')).toBe(
      'https://bit.ly/1dQOfRK',
    );
  });

  it('D5.23 edit mode: Edit shows a monospace text editor limited to the markdown limit, Preview renders the change as one updateMeta', async () => {
    const user = userEvent.setup();
    openDashboard(markdownBoard('old'), true);
    render(<Board />);
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Markdown text' });
    expect(editor.className).toBe('dashboard-markdown-editor');
    expect(editor.getAttribute('maxlength')).toBe(String(LAYOUT_TEXT_LIMITS.markdown));
    await user.clear(editor);
    await user.type(editor, '## New [[link](https://example.com)');
    // Typing commits nothing: the layout changes once, when the preview comes back.
    expect(metaOf('MARKDOWN-1')?.code).toBe('old');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(metaOf('MARKDOWN-1')?.code).toBe('## New [link](https://example.com)');
    expect(screen.getByRole('heading', { level: 2, name: 'New link' })).toBeTruthy();
    expect(dashboardStore.canUndo).toBe(true);
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
  });

  it('D5.23 leaving the editor commits the draft too', async () => {
    const user = userEvent.setup();
    openDashboard(markdownBoard('old'), true);
    render(<Board />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Markdown text' }), ' and new');
    await user.tab();
    expect(metaOf('MARKDOWN-1')?.code).toBe('old and new');
  });

  it('D5.23 a markdown text over the limit is refused with a toast and changes nothing', () => {
    openDashboard(markdownBoard('kept'), true);
    const message = editComponentMeta('MARKDOWN-1', { code: 'x'.repeat(LAYOUT_TEXT_LIMITS.markdown + 1) });
    expect(message).toBe('Markdown text is limited to 100,000 characters.');
    expect(toastStore.toasts.at(-1)?.text).toBe(message);
    expect(metaOf('MARKDOWN-1')?.code).toBe('kept');
    expect(dashboardStore.canUndo).toBe(false);
  });
  it('a markdown cell far from the screen renders its text once it comes near (the grid marks it near)', () => {
    const placed = computeGridLayout(markdownBoard('# Far notes'), {
      width: GRID_WIDTH,
      activeTabs: {},
    }).components.find((c) => c.id === 'MARKDOWN-1');
    if (!placed) throw new Error('the markdown was not laid out');
    const { container, rerender } = render(<ComponentView component={placed} editMode={false} near={false} />);
    expect(container.querySelector('.dashboard-markdown-cell')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Far notes' })).toBeNull();
    rerender(<ComponentView component={placed} editMode={false} near />);
    expect(screen.getByRole('heading', { level: 1, name: 'Far notes' })).toBeTruthy();
  });
});
