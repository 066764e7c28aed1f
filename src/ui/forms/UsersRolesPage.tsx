import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  closeSecurityDialog,
  deleteSecurityItem,
  editRole,
  editUser,
  loadSecurity,
  saveRole,
  saveUser,
  securityStore,
  setRoleName,
  setUserDraft,
  type SecurityRole,
  type SecurityUser,
} from '../../state/app';
import { Modal } from '../Modal';

function UserDialog() {
  const { userDraft: draft, roles, error } = useSnapshot(securityStore);
  if (!draft) return null;
  const set = setUserDraft;
  const fields = ['username', 'first_name', 'last_name', 'email'] as const;
  return (
    <Modal
      title={draft.id === null ? 'Add user' : 'Edit user'}
      open
      onClose={closeSecurityDialog}
      test="user-modal"
      footer={
        <>
          <button type="button" className="btn" onClick={closeSecurityDialog}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void saveUser()} data-test="user-save">
            Save
          </button>
        </>
      }
    >
      {fields.map((f) => (
        <label key={f}>
          {f.replace('_', ' ')}
          <input value={draft[f]} onChange={(e) => set({ [f]: e.target.value })} data-test={`user-${f}`} />
        </label>
      ))}
      <label>
        {draft.id === null ? 'Password' : 'New password (leave empty to keep)'}
        <input type="password" autoComplete="new-password" value={draft.password} onChange={(e) => set({ password: e.target.value })} data-test="user-password" />
      </label>
      <label className="inline">
        <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
        Active
      </label>
      <fieldset className="options">
        <legend>Roles</legend>
        {roles.map((r) => (
          <label key={r.id} className="inline">
            <input
              type="checkbox"
              checked={draft.roles.includes(r.id)}
              onChange={(e) => set({ roles: e.target.checked ? [...draft.roles, r.id] : draft.roles.filter((x) => x !== r.id) })}
              data-test={`user-role-${r.name}`}
            />
            {r.name}
          </label>
        ))}
      </fieldset>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </Modal>
  );
}

function RoleDialog() {
  const { roleDraft: draft, error } = useSnapshot(securityStore);
  if (!draft) return null;
  return (
    <Modal
      title={draft.id === null ? 'Add role' : 'Rename role'}
      open
      onClose={closeSecurityDialog}
      test="role-modal"
      footer={
        <>
          <button type="button" className="btn" onClick={closeSecurityDialog}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void saveRole()} data-test="role-save">
            Save
          </button>
        </>
      }
    >
      <label>
        Name
        <input
          value={draft.name}
          onChange={(e) => setRoleName(e.target.value)}
          data-test="role-name"
        />
      </label>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </Modal>
  );
}

type Doomed = { kind: 'users' | 'roles'; id: number; name: string } | null;

function ConfirmDelete({ doomed, onClose }: { doomed: Doomed; onClose: () => void }) {
  if (!doomed) return null;
  return (
    <Modal
      title={`Delete ${doomed.kind === 'users' ? 'user' : 'role'}?`}
      open
      onClose={onClose}
      test="delete-modal"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void deleteSecurityItem(doomed.kind, doomed.id, doomed.name).then(onClose)}
            data-test="modal-confirm-button"
          >
            Delete
          </button>
        </>
      }
    >
      <p>Are you sure you want to delete {doomed.name}?</p>
    </Modal>
  );
}

/** Admin page: users (with their roles) and roles, each added, edited and deleted. */
export default function UsersRolesPage() {
  const { users, roles, loading } = useSnapshot(securityStore);
  const [doomed, setDoomed] = useState<Doomed>(null);
  useEffect(() => {
    void loadSecurity();
  }, []);
  return (
    <section className="page" data-test="users-roles-page" aria-busy={loading}>
      <div className="page-header">
        <h1>Users</h1>
        <button type="button" className="btn btn-primary" onClick={() => editUser(null)} data-test="add-user">
          + User
        </button>
      </div>
      <table className="list-table" data-test="users-table">
        <thead>
          <tr>
            <th>Username</th>
            <th>Name</th>
            <th>Email</th>
            <th>Active</th>
            <th>Roles</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} data-test="user-row">
              <td>{u.username}</td>
              <td>{`${u.first_name} ${u.last_name}`}</td>
              <td>{u.email}</td>
              <td>{u.active ? 'Yes' : 'No'}</td>
              <td>{u.roles.map((r) => r.name).join(', ')}</td>
              <td>
                <button type="button" className="link-btn" onClick={() => editUser(u as SecurityUser)}>
                  Edit
                </button>
                <button type="button" className="link-btn danger" onClick={() => setDoomed({ kind: 'users', id: u.id, name: u.username })}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="page-header">
        <h1>Roles</h1>
        <button type="button" className="btn btn-primary" onClick={() => editRole(null)} data-test="add-role">
          + Role
        </button>
      </div>
      <table className="list-table" data-test="roles-table">
        <thead>
          <tr>
            <th>Name</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((r) => (
            <tr key={r.id} data-test="role-row">
              <td>{r.name}</td>
              <td>
                <button type="button" className="link-btn" onClick={() => editRole(r as SecurityRole)}>
                  Rename
                </button>
                <button type="button" className="link-btn danger" onClick={() => setDoomed({ kind: 'roles', id: r.id, name: r.name })}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <UserDialog />
      <RoleDialog />
      <ConfirmDelete doomed={doomed} onClose={() => setDoomed(null)} />
    </section>
  );
}
