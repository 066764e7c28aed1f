import { describe, expect, it } from 'vitest';
import {
  DATASET_EDIT_DENIED,
  canAccessSqlLab,
  canEditDashboard,
  canEditDataset,
  dashboardPermissions,
  exploreFlags,
  type PermissionUser,
} from '../../../src/core/explore';

const user = (roles: PermissionUser['roles'], userId = 7): PermissionUser => ({ userId, roles });
const admin = user({ Admin: [] });
const gamma = user({ Gamma: [['can_read', 'Chart']] });
const alpha = user({
  Alpha: [
    ['can_write', 'Chart'],
    ['can_write', 'Dashboard'],
    ['can_csv', 'Superset'],
  ],
});

describe('client permissions', () => {
  it('X16.02 SQL Lab access: an admin or a role named sql_lab', () => {
    expect(canAccessSqlLab(admin)).toBe(true);
    expect(canAccessSqlLab(user({ Gamma: [], sql_lab: [] }))).toBe(true);
    expect(canAccessSqlLab(user({ SQL_LAB: [] }))).toBe(true);
    expect(canAccessSqlLab(gamma)).toBe(false);
  });
  it('X16.03 dataset edit: owners or admins; others see why', () => {
    expect(canEditDataset({ owners: [{ id: 7 }] }, gamma)).toBe(true);
    expect(canEditDataset({ owners: [{ id: 8 }] }, gamma)).toBe(false);
    expect(canEditDataset({ owners: [] }, admin)).toBe(true);
    expect(canEditDataset(null, alpha)).toBe(false);
    expect(DATASET_EDIT_DENIED).toMatch(/^You must be a dataset owner in order to edit\./);
  });
  it('X16.04 can_add is can_write on Chart, can_download can_csv on Superset, can_overwrite the user among the slice owners', () => {
    expect(exploreFlags(alpha, { owners: [{ id: 7 }] })).toEqual({
      can_add: true,
      can_download: true,
      can_overwrite: true,
    });
    expect(exploreFlags(alpha, { owners: [3] })).toEqual({ can_add: true, can_download: true, can_overwrite: false });
    expect(exploreFlags(alpha, { owners: [7] }).can_overwrite).toBe(true);
    expect(exploreFlags(gamma, null)).toEqual({ can_add: false, can_download: false, can_overwrite: false });
  });
  it('X16.05 D14.07 dashboard edit: can_write on Dashboard, and an admin or an owner', () => {
    expect(canEditDashboard({ owners: [{ id: 7 }] }, alpha)).toBe(true);
    expect(canEditDashboard({ owners: [{ id: 1 }] }, alpha)).toBe(false);
    expect(canEditDashboard({ owners: [{ id: 7 }] }, gamma)).toBe(false);
    expect(canEditDashboard({ owners: [] }, user({ admin: [['can_write', 'Dashboard']] }))).toBe(true);
    expect(canEditDashboard({ owners: [] }, admin)).toBe(false);
  });
  it('D14.01 D14.02 D14.03 D14.04 D14.05 D14.06 the dashboard flags come from can_save_dash, can_share_dashboard, can_explore, can_share_chart, can_csv and can_slice on Superset', () => {
    const pairs: [string, string][] = [
      'can_save_dash',
      'can_share_dashboard',
      'can_explore',
      'can_share_chart',
      'can_csv',
      'can_slice',
    ].map((p) => [p, 'Superset']);
    expect(dashboardPermissions({ owners: [] }, user({ Alpha: pairs }))).toEqual({
      dash_edit_perm: false,
      dash_save_perm: true,
      dash_share_perm: true,
      superset_can_explore: true,
      superset_can_share: true,
      superset_can_csv: true,
      slice_can_edit: true,
    });
    const one = (perm: string): ReturnType<typeof dashboardPermissions> =>
      dashboardPermissions(null, user({ R: [[perm, 'Superset']] }));
    expect(one('can_save_dash').dash_save_perm).toBe(true);
    expect(one('can_save_dash').dash_share_perm).toBe(false);
    expect(one('can_share_dashboard').dash_share_perm).toBe(true);
    expect(one('can_explore').superset_can_explore).toBe(true);
    expect(one('can_share_chart').superset_can_share).toBe(true);
    expect(one('can_csv').superset_can_csv).toBe(true);
    expect(one('can_slice').slice_can_edit).toBe(true);
    expect(dashboardPermissions(null, user({ R: [['can_csv', 'Chart']] })).superset_can_csv).toBe(false);
  });
});
