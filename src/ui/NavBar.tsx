import { useEffect } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { isAdmin, personName, uploadPermissions } from '../core/api';
import { canAccessSqlLab } from '../core/explore';
import { checkUploadDatabases, routerStore, sessionStore, uploadStore } from '../state/app';
import { Link } from './Link';

function Dropdown({
  label,
  test,
  items,
}: {
  label: string;
  test: string;
  items: { label: string; href: string; test: string }[];
}) {
  if (!items.length) return null;
  return (
    <MenuTrigger>
      <Button className="nav-link nav-dropdown" data-test={test}>
        {label} ▾
      </Button>
      <Popover className="menu-popover" placement="bottom start">
        <Menu className="menu" aria-label={label}>
          {items.map((item) =>
            item.href === '-' ? (
              <Separator key={item.test} className="menu-separator" />
            ) : (
              <MenuItem key={item.test} className="menu-item" href={item.href} data-test={item.test}>
                {item.label}
              </MenuItem>
            ),
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** SQL Lab's menu entries; none (so no SQL menu) for a user without SQL Lab, as Superset's menu access does. */
const SQL_ITEMS = [
  { label: 'SQL Lab', href: '/sqllab/', test: 'menu-sqllab' },
  { label: 'Saved queries', href: '/savedqueryview/list/', test: 'menu-saved-queries' },
  { label: 'Query history', href: '/sqllab/history/', test: 'menu-query-history' },
];

/** The navigation bar: lists, SQL and Settings menus, and the user menu. */
export function NavBar() {
  const session = useSnapshot(sessionStore);
  const { path } = useSnapshot(routerStore);
  const { hasUploadDatabase } = useSnapshot(uploadStore);
  useEffect(() => {
    void checkUploadDatabases();
  }, []);
  const roles = session.roles as typeof sessionStore.roles;
  const uploads = uploadPermissions(roles, hasUploadDatabase);
  const admin = isAdmin(roles);
  const active = (prefix: string): string => (path.startsWith(prefix) ? 'nav-link active' : 'nav-link');
  const user = session.user;
  const settings = [
    { label: 'Databases', href: '/databaseview/list/', test: 'menu-databases' },
    ...(uploads.csv
      ? [{ label: 'Upload CSV to database', href: '/csvtodatabaseview/form/', test: 'menu-upload-csv' }]
      : []),
    ...(uploads.columnar
      ? [
          {
            label: 'Upload columnar file to database',
            href: '/columnartodatabaseview/form/',
            test: 'menu-upload-columnar',
          },
        ]
      : []),
    ...(uploads.excel
      ? [{ label: 'Upload Excel to database', href: '/exceltodatabaseview/form/', test: 'menu-upload-excel' }]
      : []),
    ...(admin
      ? [
          { label: '', href: '-', test: 'menu-sep-security' },
          { label: 'Users and roles', href: '/users/list/', test: 'menu-users' },
        ]
      : []),
  ];
  return (
    <header className="navbar" data-test="navbar">
      <Link to="/superset/welcome/" className="brand" data-test="navbar-brand">
        Tessera
      </Link>
      <nav className="nav-links" aria-label="Main">
        <Link to="/dashboard/list/" className={active('/dashboard/')} data-test="nav-dashboards">
          Dashboards
        </Link>
        <Link to="/chart/list/" className={active('/chart/')} data-test="nav-charts">
          Charts
        </Link>
        <Link to="/tablemodelview/list/" className={active('/tablemodelview/')} data-test="nav-datasets">
          Datasets
        </Link>
        <Dropdown
          label="SQL"
          test="nav-sql"
          items={canAccessSqlLab({ userId: user?.id ?? 0, roles }) ? SQL_ITEMS : []}
        />
      </nav>
      <div className="nav-right">
        <Dropdown label="Settings" test="nav-settings" items={settings} />
        {user ? (
          <Dropdown
            label={personName(user)}
            test="nav-user"
            items={[{ label: 'Logout', href: '/logout/', test: 'menu-logout' }]}
          />
        ) : null}
      </div>
    </header>
  );
}
