import { describe, expect, it } from 'vitest';
import {
  canEditDashboard,
  chartUrlParams,
  editFlagSet,
  mayEnterEditMode,
  RESERVED_DASHBOARD_URL_PARAMS,
} from '../../../../src/ui/pages/dashboard/edit/editRules';

const writer = { Alpha: [['can_write', 'Dashboard'] as [string, string]] };
const admin = { Admin: [['can_write', 'Dashboard'] as [string, string]] };
const gamma = { Gamma: [['can_read', 'Dashboard'] as [string, string]] };

describe('the edit flag and the reserved URL parameters', () => {
  it('D1.06 edit=true is in the reserved set and never reaches the charts url_params', () => {
    expect(RESERVED_DASHBOARD_URL_PARAMS).toContain('edit');
    const search = new URLSearchParams('edit=true&region=west&standalone=1');
    expect(editFlagSet(search)).toBe(true);
    expect(chartUrlParams(search)).toEqual({ region: 'west' });
  });

  it('D1.06 the flag is set only by edit=true', () => {
    expect(editFlagSet(new URLSearchParams('edit=false'))).toBe(false);
    expect(editFlagSet(new URLSearchParams(''))).toBe(false);
  });
});

describe('who may edit', () => {
  it('D1.07 an owner with can_write on Dashboard may edit; another writer may not', () => {
    expect(canEditDashboard({ id: 3 }, writer, [{ id: 3 }])).toBe(true);
    expect(canEditDashboard({ id: 4 }, writer, [{ id: 3 }])).toBe(false);
  });

  it('D1.07 an admin may edit any dashboard; a Gamma owner without can_write may not; nobody signed out may', () => {
    expect(canEditDashboard({ id: 9 }, admin, [])).toBe(true);
    expect(canEditDashboard({ id: 3 }, gamma, [3])).toBe(false);
    expect(canEditDashboard(null, admin, [])).toBe(false);
  });

  it('D1.07 edit mode needs both the permission and the flag', () => {
    expect(mayEnterEditMode(true, new URLSearchParams('edit=true'))).toBe(true);
    expect(mayEnterEditMode(false, new URLSearchParams('edit=true'))).toBe(false);
    expect(mayEnterEditMode(true, new URLSearchParams(''))).toBe(false);
  });
});
