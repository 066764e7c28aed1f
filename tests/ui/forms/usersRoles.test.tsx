// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityStore, setApiClient, setToastScheduler, toastStore } from '../../../src/state/app';
import UsersRolesPage from '../../../src/ui/forms/UsersRolesPage';
import { fakeClient } from '../../state/app/fakeClient';

const ana = {
  id: 2,
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Lyst',
  email: 'ana@x',
  active: true,
  roles: [{ id: 3, name: 'Alpha' }],
};
const roles = [
  { id: 3, name: 'Alpha' },
  { id: 4, name: 'Gamma' },
];
const lists = {
  'GET /api/v1/security/users/': { status: 200, body: { count: 1, result: [ana] } },
  'GET /api/v1/security/roles/': { status: 200, body: { count: 2, result: roles } },
};

afterEach(cleanup);
beforeEach(() => {
  toastStore.toasts.splice(0);
  setToastScheduler(() => () => undefined);
  securityStore.userDraft = null;
  securityStore.roleDraft = null;
});

async function openPage() {
  const client = fakeClient({
    ...lists,
    'PUT /api/v1/security/users/2': { status: 200 },
    'DELETE /api/v1/security/roles/4': { status: 200 },
  });
  setApiClient(client);
  render(<UsersRolesPage />);
  await waitFor(() => expect(screen.getAllByRole('row').length).toBe(5));
  return client;
}

describe('users and roles page', () => {
  it("lists users with 'First Last' names and their roles, and the roles", async () => {
    await openPage();
    const users = within(document.querySelector<HTMLElement>('[data-test="users-table"]')!);
    expect(users.getByRole('row', { name: /ana/ }).textContent).toBe('anaAna Lystana@xYesAlphaEditDelete');
    const roleRows = document.querySelectorAll('[data-test="role-row"]');
    expect([...roleRows].map((r) => r.firstElementChild?.textContent)).toEqual(['Alpha', 'Gamma']);
  });

  it("edits a user's roles in the kit's multi-select (no hand-made checkbox list) and saves them", async () => {
    const user = userEvent.setup();
    const client = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(dialog.getAttribute('data-test')).toBe('user-modal');
    expect(dialog.querySelector('input[type="checkbox"][data-test^="user-role-"]')).toBeNull();
    const picker = within(dialog).getByRole('combobox', { name: 'Roles' });
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Gamma' }));
    expect(securityStore.userDraft?.roles).toEqual([3, 4]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.requests.find((r) => r.method === 'PUT')?.json).toMatchObject({ roles: [3, 4] });
  });

  it('deletes a role through the delete dialog once DELETE is typed', async () => {
    const user = userEvent.setup();
    const client = await openPage();
    const gamma = document.querySelectorAll<HTMLElement>('[data-test="role-row"]')[1]!;
    await user.click(within(gamma).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete role?' });
    expect(dialog.getAttribute('data-test')).toBe('delete-modal');
    expect(dialog.textContent).toContain('Are you sure you want to delete Gamma?');
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(client.requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/security/roles/4')).toBe(true);
  });
});
