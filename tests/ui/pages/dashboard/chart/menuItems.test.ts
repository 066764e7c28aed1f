import { describe, expect, it } from 'vitest';
import { chartMenuEntries } from '../../../../../src/ui/pages/dashboard/chart/menuItems';

const all = { superset_can_explore: true, superset_can_csv: true, superset_can_share: true };
const none = { superset_can_explore: false, superset_can_csv: false, superset_can_share: false };
const state = { fullSize: false, hasDescription: true, descriptionShown: false };

describe('chart menu entries', () => {
  it('D3.17 a user with every permission sees every entry, in order', () => {
    expect(chartMenuEntries(all, state).map((e) => e.label)).toEqual([
      'Force refresh',
      'Enter full screen',
      'Show chart description',
      'View query',
      'View as table',
      'Download CSV',
      'Download as XLSX',
      'Share chart permalink',
      'Edit chart',
    ]);
  });

  it('D13.07 Manage email report comes last, for users who may write reports', () => {
    expect(chartMenuEntries(none, state).map((e) => e.id)).not.toContain('reports');
    expect(chartMenuEntries(none, { ...state, canReport: true }).map((e) => e.label)).toEqual([
      'Force refresh',
      'Enter full screen',
      'Show chart description',
      'Manage email report',
    ]);
  });

  it('D14.09 the chart items follow can_explore, can_csv and can_share_chart', () => {
    expect(chartMenuEntries(none, state).map((e) => e.id)).toEqual(['refresh', 'fullsize', 'description']);
    expect(chartMenuEntries({ ...none, superset_can_csv: true }, state).map((e) => e.id)).toEqual([
      'refresh',
      'fullsize',
      'description',
      'csv',
      'xlsx',
    ]);
    expect(chartMenuEntries({ ...none, superset_can_share: true }, state).map((e) => e.id)).toContain('share');
    expect(chartMenuEntries({ ...none, superset_can_explore: true }, state).map((e) => e.id)).toEqual([
      'refresh',
      'fullsize',
      'description',
      'query',
      'table',
      'explore',
    ]);
  });

  it('D1.14 D2.25 the full-screen and description entries name what they will do', () => {
    const labels = chartMenuEntries(none, { fullSize: true, hasDescription: true, descriptionShown: true }).map(
      (e) => e.label,
    );
    expect(labels).toEqual(['Force refresh', 'Exit full screen', 'Hide chart description']);
    expect(chartMenuEntries(none, { ...state, hasDescription: false }).map((e) => e.id)).not.toContain('description');
  });
});

describe('Open in SQL Lab', () => {
  it('D3.18 is offered after View as table to users with SQL Lab access who may explore', () => {
    const ids = chartMenuEntries(all, { ...state, canSqlLab: true }).map((e) => e.id);
    expect(ids.slice(ids.indexOf('table'), ids.indexOf('table') + 2)).toEqual(['table', 'sqllab']);
    expect(chartMenuEntries(all, { ...state, canSqlLab: true }).find((e) => e.id === 'sqllab')?.label).toBe(
      'Open in SQL Lab',
    );
    expect(chartMenuEntries(all, state).map((e) => e.id)).not.toContain('sqllab');
    expect(chartMenuEntries(none, { ...state, canSqlLab: true }).map((e) => e.id)).not.toContain('sqllab');
  });
});
