// @vitest-environment happy-dom
import './kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshModule } from '../support/fresh';
import type * as Ui from '../../src/ui';

afterEach(cleanup);

// React keeps a Suspense fallback it has shown for at least 300 ms: a page that suspended on its module while the
// session had already answered was drawn up to 300 ms after its module arrived.
describe('a routed page whose module is still loading', () => {
  let ui: typeof Ui;
  beforeEach(async () => {
    ui = await freshModule(() => import('../../src/ui'));
  });

  it('shows the loading text without suspending, and draws the page as soon as its module arrives', async () => {
    let arrive: (module: { default: (props: Ui.RouteProps) => string }) => void = () => undefined;
    ui.registerRoute('/superset/dashboard/:idOrSlug/', () => new Promise((resolve) => (arrive = resolve)));
    void ui.preloadRoute('/superset/dashboard/sales/');
    const hit = ui.resolveRoute('/superset/dashboard/sales/');
    if (!hit) throw new Error('no route');
    const Page = hit.route.component;
    const { container } = render(
      <Suspense fallback="Suspended">
        <Page params={hit.params} search={new URLSearchParams()} />
      </Suspense>,
    );
    expect(container.querySelector('[data-test=loading]')?.textContent).toBe('Loading…');
    expect(screen.queryByText('Suspended')).toBeNull();
    await act(async () => arrive({ default: (props) => `dashboard ${props.params.idOrSlug ?? ''}` }));
    expect(screen.getByText('dashboard sales')).toBeTruthy();
  });
});
