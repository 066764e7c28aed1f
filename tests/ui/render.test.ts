import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listStore, resetList, sessionStore } from '../../src/state/app';
import { errorReport } from '../../src/ui';
import { ListTable } from '../../src/ui/lists/ListTable';
import LoginPage from '../../src/ui/pages/LoginPage';

describe('list table', () => {
  it('renders rows with stable data-test attributes, stars and owners', () => {
    resetList('chart');
    const store = listStore('chart');
    store.items = [
      {
        id: 1,
        slice_name: 'Revenue',
        viz_type: 'table',
        owners: [{ id: 1, first_name: 'Ada', last_name: 'Min' }],
        url: '/explore/?slice_id=1',
      },
      { id: 2, slice_name: 'Orders', viz_type: 'pie', owners: [] },
    ];
    store.favorites = { 1: true };
    store.loaded = true;
    const html = renderToStaticMarkup(
      createElement(ListTable, { resource: 'chart', actions: { onDelete: () => undefined } }),
    );
    expect(html).toContain('data-test="listview-table"');
    expect(html.match(/data-test="listview-row"/g)?.length).toBe(2);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-test="fave-star-1"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*data-test="fave-star-2"/);
    expect(html).toContain('Ada Min');
    expect(html).toMatch(/<span role="img" aria-label="Ada Min" title="Ada Min" class="kit-avatar"[^>]*>AM<\/span>/);
    expect(html).toContain('href="/explore/?slice_id=1"');
    expect(html).toContain('data-test="row-delete-2"');
    expect(html).toContain('aria-sort="descending"');
  });

  it("X3.03 shows a dashboard's owners as the kit's avatars, at most 4 then '+N', each named", () => {
    resetList('dashboard');
    const store = listStore('dashboard');
    const owners = ['Ada Min', 'Bo Bell', 'Cy Cole', 'Di Dunn', 'Ed Eck'].map((n, i) => {
      const [first_name, last_name] = n.split(' ');
      return { id: i + 1, first_name, last_name };
    });
    store.items = [{ id: 7, dashboard_title: 'Sales', owners: [...owners, { id: 9, username: 'grace' }] }];
    store.loaded = true;
    const html = renderToStaticMarkup(createElement(ListTable, { resource: 'dashboard', actions: {} }));
    const cell = /<td data-test="cell-owners">(.*?)<\/td>/.exec(html)?.[1] ?? '';
    expect([...cell.matchAll(/role="img" aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'Ada Min',
      'Bo Bell',
      'Cy Cole',
      'Di Dunn',
    ]);
    expect(cell).toContain('aria-label="2 more: Ed Eck, grace"');
    expect(cell).toContain('+2');
  });

  it('shows selection checkboxes only in bulk select mode', () => {
    const store = listStore('chart');
    store.bulkSelect = false;
    expect(renderToStaticMarkup(createElement(ListTable, { resource: 'chart', actions: {} }))).not.toContain(
      'row-select-1',
    );
    store.bulkSelect = true;
    store.selected = [2];
    const html = renderToStaticMarkup(createElement(ListTable, { resource: 'chart', actions: {} }));
    expect(html).toContain('data-test="row-select-1"');
    expect(html).toMatch(/<input[^>]*data-test="row-select-2"[^>]*checked=""/);
    expect(html).not.toMatch(/<input[^>]*data-test="row-select-1"[^>]*checked=""/);
  });
});

describe('login page', () => {
  it("shows the login error ('Invalid login. Please try again.')", () => {
    sessionStore.login.error = 'Invalid login. Please try again.';
    const html = renderToStaticMarkup(createElement(LoginPage, { params: {}, search: new URLSearchParams() }));
    expect(html).toContain('data-test="login-error"');
    expect(html).toContain('Invalid login. Please try again.');
    expect(html).toContain('data-test="login-username"');
  });
});

describe('error boundary report', () => {
  it('holds the message, the stack and the component stack for copying', () => {
    const error = new Error('boom');
    const text = errorReport(error, '\n    at Chart');
    expect(text.startsWith('Error: boom')).toBe(true);
    expect(text).toContain(error.stack ?? 'missing stack');
    expect(text).toContain('at Chart');
  });
});
