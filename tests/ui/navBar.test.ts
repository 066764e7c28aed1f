// The navigation bar's menus follow the user's roles: the SQL menu (SQL Lab, saved queries, query history) is
// shown only to users who may use SQL Lab (admins and the sql_lab role), as the server allows only them.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../src/state/app';
import { NavBar } from '../../src/ui/NavBar';

function navFor(roles: string[]): string {
  sessionStore.roles = Object.fromEntries(roles.map((r) => [r, []]));
  return renderToStaticMarkup(createElement(NavBar));
}

describe('the navigation bar', () => {
  afterEach(() => {
    sessionStore.roles = {};
  });

  it('D1.18 hides the SQL menu from a Gamma user, who has no SQL Lab', () => {
    const html = navFor(['Gamma']);
    expect(html).toContain('data-test="nav-dashboards"');
    expect(html).not.toContain('data-test="nav-sql"');
  });

  it('D1.18 shows the SQL menu to admins and to the sql_lab role', () => {
    expect(navFor(['Admin'])).toContain('data-test="nav-sql"');
    expect(navFor(['Gamma', 'sql_lab'])).toContain('data-test="nav-sql"');
  });
});
