import { proxy } from 'valtio/vanilla';
import { formatText, MESSAGES, risonParam } from '../../core/api';
import { apiClient, call, messageOf } from './client';
import { addDangerToast, addSuccessToast } from './toasts';

/** A user as the security API lists one. */
export interface SecurityUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: { id: number; name: string }[];
}

/** A role as the security API lists one. */
export interface SecurityRole {
  id: number;
  name: string;
}

/** The fields of the user dialog; the password is sent only when typed. */
export interface UserDraft {
  id: number | null;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: number[];
  password: string;
}

/** The users and roles admin page. */
export const securityStore = proxy({
  users: [] as SecurityUser[],
  roles: [] as SecurityRole[],
  loading: false,
  userDraft: null as UserDraft | null,
  roleDraft: null as { id: number | null; name: string } | null,
  error: null as string | null,
});

const allRows = risonParam({ page: 0, page_size: 100 });

function rows<T>(body: unknown): T[] {
  const result = (body as { result?: unknown } | null)?.result;
  return Array.isArray(result) ? (result as T[]) : [];
}

/** Loads users and roles: `GET /api/v1/security/users/` and `GET /api/v1/security/roles/`. */
export async function loadSecurity(): Promise<void> {
  securityStore.loading = true;
  try {
    const [users, roles] = await Promise.all([
      call(apiClient(), { method: 'GET', path: `/api/v1/security/users/?q=${allRows}` }),
      call(apiClient(), { method: 'GET', path: `/api/v1/security/roles/?q=${allRows}` }),
    ]);
    securityStore.users = rows<SecurityUser>(users.body).map((u) => ({
      ...u,
      roles: Array.isArray(u.roles) ? u.roles : [],
    }));
    securityStore.roles = rows<SecurityRole>(roles.body);
  } catch (error) {
    addDangerToast(formatText(MESSAGES.fetchListError, 'user', messageOf(error)));
  } finally {
    securityStore.loading = false;
  }
}

/** Opens the user dialog, empty or for an existing user. */
export function editUser(user: SecurityUser | null): void {
  securityStore.error = null;
  securityStore.userDraft = user
    ? { ...user, roles: user.roles.map((r) => r.id), password: '' }
    : { id: null, username: '', first_name: '', last_name: '', email: '', active: true, roles: [], password: '' };
}

/** Opens the role dialog, empty or for an existing role. */
export function editRole(role: SecurityRole | null): void {
  securityStore.error = null;
  securityStore.roleDraft = role ? { id: role.id, name: role.name } : { id: null, name: '' };
}

/** Changes fields of the user being edited. */
export function setUserDraft(patch: Partial<UserDraft>): void {
  if (securityStore.userDraft) Object.assign(securityStore.userDraft, patch);
}

/** Changes the name of the role being edited. */
export function setRoleName(name: string): void {
  if (securityStore.roleDraft) securityStore.roleDraft.name = name;
}

/** Closes whichever dialog is open. */
export function closeSecurityDialog(): void {
  securityStore.userDraft = null;
  securityStore.roleDraft = null;
}

/** Creates or updates the drafted user: `POST /api/v1/security/users/` or `PUT /api/v1/security/users/{id}`. */
export async function saveUser(): Promise<boolean> {
  const draft = securityStore.userDraft;
  if (!draft) return false;
  const { id, password, ...fields } = draft;
  const body: Record<string, unknown> = { ...fields, roles: [...fields.roles] };
  if (password) body.password = password;
  try {
    await call(apiClient(), {
      method: id === null ? 'POST' : 'PUT',
      path: id === null ? '/api/v1/security/users/' : `/api/v1/security/users/${id}`,
      json: body,
    });
    addSuccessToast(id === null ? `User ${draft.username} created` : `User ${draft.username} saved`);
    securityStore.userDraft = null;
    await loadSecurity();
    return true;
  } catch (error) {
    securityStore.error = messageOf(error);
    return false;
  }
}

/** Creates or renames the drafted role: `POST /api/v1/security/roles/` or `PUT /api/v1/security/roles/{id}`. */
export async function saveRole(): Promise<boolean> {
  const draft = securityStore.roleDraft;
  if (!draft) return false;
  try {
    await call(apiClient(), {
      method: draft.id === null ? 'POST' : 'PUT',
      path: draft.id === null ? '/api/v1/security/roles/' : `/api/v1/security/roles/${draft.id}`,
      json: { name: draft.name },
    });
    addSuccessToast(`Role ${draft.name} saved`);
    securityStore.roleDraft = null;
    await loadSecurity();
    return true;
  } catch (error) {
    securityStore.error = messageOf(error);
    return false;
  }
}

/** Deletes a user or a role: `DELETE /api/v1/security/{users|roles}/{id}`. */
export async function deleteSecurityItem(kind: 'users' | 'roles', id: number, name: string): Promise<boolean> {
  try {
    await call(apiClient(), { method: 'DELETE', path: `/api/v1/security/${kind}/${id}` });
    addSuccessToast(formatText(MESSAGES.deleted, name));
    await loadSecurity();
    return true;
  } catch (error) {
    addDangerToast(formatText(MESSAGES.deleteIssueWithReason, name, messageOf(error)));
    return false;
  }
}
