// @vitest-environment happy-dom
import '../../kit/happyDom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listStore, navigate, resetList, routerStore, setApiClient } from '../../../../src/state/app';
import { ListPage } from '../../../../src/ui/lists/ListPage';
import { fakeClient } from '../../../state/app/fakeClient';

afterEach(cleanup);

const lists = (permissions: string[]) =>
  fakeClient({
    'GET /api/v1/dashboard/_info': { status: 200, body: { permissions } },
    'GET /api/v1/dashboard/?q=': { status: 200, body: { count: 0, ids: [], result: [] } },
    'POST /api/v1/dashboard/': { status: 201, body: { id: 8, result: {} } },
  });

describe("'+ Dashboard' on the dashboard list", () => {
  it('D1.24 creates an empty dashboard and opens it in edit mode', async () => {
    resetList('dashboard');
    navigate('/dashboard/list/');
    const client = lists(['can_read', 'can_write']);
    setApiClient(client);
    render(<ListPage resource="dashboard" />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Dashboard' }));
    await waitFor(() => expect(`${routerStore.path}${routerStore.search}`).toBe('/superset/dashboard/8/?edit=true'));
    expect(client.requests.filter((r) => r.method === 'POST').map((r) => r.json)).toEqual([
      { dashboard_title: '[ untitled dashboard ]' },
    ]);
  });

  it('is not offered to a user who may not write dashboards', async () => {
    resetList('dashboard');
    const client = lists(['can_read']);
    setApiClient(client);
    render(<ListPage resource="dashboard" />);
    await waitFor(() => expect(listStore('dashboard').permissions).toEqual(['can_read']));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Dashboard' })).toBeNull();
  });
});
