import { describe, expect, it } from 'vitest';
import { findPermission, isAdmin, isUrlExternal, uploadPermissions } from '../../../src/core/api';
import type { RolePermissions } from '../../../src/core/api';

const roles: RolePermissions = {
  Alpha: [
    ['can_read', 'Chart'],
    ['can_write', 'Dashboard'],
    ['can_this_form_get', 'CsvToDatabaseView'],
  ],
  sql_lab: [['can_read', 'SQLLab']],
};

describe('findPermission', () => {
  it('finds a permission held by any role', () => {
    expect(findPermission('can_write', 'Dashboard', roles)).toBe(true);
    expect(findPermission('can_read', 'SQLLab', roles)).toBe(true);
  });

  it('needs both the permission and the view to match', () => {
    expect(findPermission('can_write', 'Chart', roles)).toBe(false);
    expect(findPermission('can_read', 'Dashboard', roles)).toBe(false);
  });

  it('is false without roles', () => {
    expect(findPermission('can_read', 'Chart', undefined)).toBe(false);
    expect(findPermission('can_read', 'Chart', {})).toBe(false);
  });
});

describe('isAdmin', () => {
  it('matches the admin role name in any case', () => {
    expect(isAdmin({ admin: [] })).toBe(true);
    expect(isAdmin({ Admin: [] })).toBe(true);
    expect(isAdmin(roles)).toBe(false);
  });
});

describe('upload permissions (spec 002 §6)', () => {
  it('needs the form permission on the matching upload view', () => {
    expect(uploadPermissions(roles, true)).toEqual({ csv: true, columnar: false, excel: false });
  });

  it('needs a database that allows uploads', () => {
    expect(uploadPermissions(roles, false)).toEqual({ csv: false, columnar: false, excel: false });
  });
});

describe('isUrlExternal (spec 002 §5)', () => {
  it('is external with a scheme', () => {
    expect(isUrlExternal('https://example.com')).toBe(true);
    expect(isUrlExternal('mailto:a@b.c')).toBe(true);
  });

  it('is external with a double slash', () => {
    expect(isUrlExternal('//cdn.example.com/x.js')).toBe(true);
  });

  it('is external with a host', () => {
    expect(isUrlExternal('www.example.com/page')).toBe(true);
  });

  it('S5.03 a bare host counts as external, not only www. hosts', () => {
    expect(isUrlExternal('example.com/x')).toBe(true);
    expect(isUrlExternal('example.com')).toBe(true);
    expect(isUrlExternal('docs.example.co.uk:8443/page?q=1')).toBe(true);
    expect(isUrlExternal('bi.example.org#top')).toBe(true);
  });

  it('is internal for paths', () => {
    expect(isUrlExternal('/superset/dashboard/1/')).toBe(false);
    expect(isUrlExternal('chart/list/')).toBe(false);
    expect(isUrlExternal('#anchor')).toBe(false);
    expect(isUrlExternal('?standalone=1')).toBe(false);
    expect(isUrlExternal('chart/list/?q=a.b')).toBe(false);
    expect(isUrlExternal('./dashboard/1.2/')).toBe(false);
  });
});
