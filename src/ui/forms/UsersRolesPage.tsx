import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { personName } from '../../core/api';
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
import { cancelAction, DeleteDialog, ModalDialog, Select } from '../kit';

/** A user or role form in the kit's dialog: Cancel and Save, and the server's answer under the fields. */
function EditDialog({
  kind,
  title,
  onSave,
  children,
}: {
  kind: 'user' | 'role';
  title: string;
  onSave: () => Promise<boolean>;
  children: ReactNode;
}) {
  const { error } = useSnapshot(securityStore);
  return (
    <ModalDialog
      title={title}
      open
      onClose={closeSecurityDialog}
      test={`${kind}-modal`}
      actions={[
        cancelAction(closeSecurityDialog),
        { label: 'Save', variant: 'primary', onPress: () => void onSave(), test: `${kind}-save` },
      ]}
    >
      {children}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}

const USER_FIELDS = ['username', 'first_name', 'last_name', 'email'] as const;

function UserDialog() {
  const { userDraft: draft, roles } = useSnapshot(securityStore);
  if (!draft) return null;
  return (
    <EditDialog kind="user" title={draft.id === null ? 'Add user' : 'Edit user'} onSave={saveUser}>
      {USER_FIELDS.map((f) => (
        <label key={f}>
          {f.replace('_', ' ')}
          <input value={draft[f]} onChange={(e) => setUserDraft({ [f]: e.target.value })} data-test={`user-${f}`} />
        </label>
      ))}
      <label>
        {draft.id === null ? 'Password' : 'New password (leave empty to keep)'}
        <input
          type="password"
          autoComplete="new-password"
          value={draft.password}
          onChange={(e) => setUserDraft({ password: e.target.value })}
          data-test="user-password"
        />
      </label>
      <label className="inline">
        <input type="checkbox" checked={draft.active} onChange={(e) => setUserDraft({ active: e.target.checked })} />
        Active
      </label>
      <Select
        multiple
        label="Roles"
        placeholder="Select roles"
        options={roles.map((r) => ({ value: r.id, label: r.name }))}
        value={draft.roles}
        onChange={(ids) => setUserDraft({ roles: ids.map(Number) })}
        test="user-roles"
      />
    </EditDialog>
  );
}

function RoleDialog() {
  const { roleDraft: draft } = useSnapshot(securityStore);
  if (!draft) return null;
  return (
    <EditDialog kind="role" title={draft.id === null ? 'Add role' : 'Rename role'} onSave={saveRole}>
      <label>
        Name
        <input value={draft.name} onChange={(e) => setRoleName(e.target.value)} data-test="role-name" />
      </label>
    </EditDialog>
  );
}

type Kind = 'users' | 'roles';
type Doomed = { kind: Kind; id: number; name: string } | null;

/** One admin table: its heading with the add button, a row per item with its edit and delete buttons. */
function SecurityTable<T extends { id: number }>(props: {
  kind: Kind;
  title: string;
  addLabel: string;
  onAdd: () => void;
  columns: readonly (readonly [header: string, cell: (row: T) => ReactNode])[];
  rows: readonly T[];
  editLabel: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}) {
  const one = props.kind === 'users' ? 'user' : 'role';
  return (
    <>
      <div className="page-header">
        <h1>{props.title}</h1>
        <button type="button" className="btn btn-primary" onClick={props.onAdd} data-test={`add-${one}`}>
          {props.addLabel}
        </button>
      </div>
      <table className="list-table" data-test={`${props.kind}-table`}>
        <thead>
          <tr>
            {props.columns.map(([header]) => (
              <th key={header}>{header}</th>
            ))}
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} data-test={`${one}-row`}>
              {props.columns.map(([header, cell]) => (
                <td key={header}>{cell(row)}</td>
              ))}
              <td>
                <button type="button" className="link-btn" onClick={() => props.onEdit(row)}>
                  {props.editLabel}
                </button>
                <button type="button" className="link-btn danger" onClick={() => props.onDelete(row)}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const USER_COLUMNS = [
  ['Username', (u: SecurityUser) => u.username],
  ['Name', (u: SecurityUser) => personName({ first_name: u.first_name, last_name: u.last_name })],
  ['Email', (u: SecurityUser) => u.email],
  ['Active', (u: SecurityUser) => (u.active ? 'Yes' : 'No')],
  ['Roles', (u: SecurityUser) => u.roles.map((r) => r.name).join(', ')],
] as const;

const ROLE_COLUMNS = [['Name', (r: SecurityRole) => r.name]] as const;

/** Admin page: users (with their roles) and roles, each added, edited and deleted. */
export default function UsersRolesPage() {
  const { users, roles, loading } = useSnapshot(securityStore);
  const [doomed, setDoomed] = useState<Doomed>(null);
  useEffect(() => {
    void loadSecurity();
  }, []);
  return (
    <section className="page" data-test="users-roles-page" aria-busy={loading}>
      <SecurityTable
        kind="users"
        title="Users"
        addLabel="+ User"
        onAdd={() => editUser(null)}
        columns={USER_COLUMNS}
        rows={users as readonly SecurityUser[]}
        editLabel="Edit"
        onEdit={editUser}
        onDelete={(u) => setDoomed({ kind: 'users', id: u.id, name: u.username })}
      />
      <SecurityTable
        kind="roles"
        title="Roles"
        addLabel="+ Role"
        onAdd={() => editRole(null)}
        columns={ROLE_COLUMNS}
        rows={roles as readonly SecurityRole[]}
        editLabel="Rename"
        onEdit={editRole}
        onDelete={(r) => setDoomed({ kind: 'roles', id: r.id, name: r.name })}
      />
      <UserDialog />
      <RoleDialog />
      {doomed ? (
        <DeleteDialog
          title={`Delete ${doomed.kind === 'users' ? 'user' : 'role'}?`}
          names={[doomed.name]}
          onConfirm={() => deleteSecurityItem(doomed.kind, doomed.id, doomed.name)}
          onClose={() => setDoomed(null)}
        />
      ) : null}
    </section>
  );
}
