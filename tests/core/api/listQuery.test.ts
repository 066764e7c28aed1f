import { describe, expect, it } from 'vitest';
import {
  favoriteStatusPath,
  idsPath,
  infoPath,
  listPath,
  listQuery,
  listQueryRison,
  relatedPath,
  risonDecode,
} from '../../../src/core/api';

function qOf(path: string): unknown {
  const q = new URL(path, 'http://x').searchParams.get('q');
  if (q === null) throw new Error(`no q in ${path}`);
  return risonDecode(q);
}

describe('list query', () => {
  it('defaults to changed_on_delta_humanized desc, page 0, page size 25 (spec 002 §9)', () => {
    expect(listQuery()).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
      filters: [],
    });
  });

  it('leaves filters out when none is set', () => {
    expect(listQueryRison(listQuery())).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('drops empty filter values and keeps the rest as {col, opr, value}', () => {
    const q = listQuery({
      filters: [
        { col: 'slice_name', opr: 'chart_all_text', value: '' },
        { col: 'viz_type', opr: 'eq', value: 'table' },
        { col: 'owners', opr: 'rel_m_m', value: [] },
        { col: 'id', opr: 'chart_is_favorite', value: true },
      ],
    });
    expect(listQueryRison(q)).toMatchObject({
      filters: [
        { col: 'viz_type', opr: 'eq', value: 'table' },
        { col: 'id', opr: 'chart_is_favorite', value: true },
      ],
    });
  });

  it('builds the list path with a decodable rison q', () => {
    const path = listPath(
      'chart',
      listQuery({ page: 3, filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'a b' }] }),
    );
    expect(path.startsWith('/api/v1/chart/?q=')).toBe(true);
    expect(qOf(path)).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 3,
      page_size: 25,
      filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'a b' }],
    });
  });

  it('builds the info path asking for permissions', () => {
    expect(infoPath('dashboard')).toBe('/api/v1/dashboard/_info?q=(keys:!(permissions))');
  });

  it('builds id-list paths for bulk delete, export and favourite status', () => {
    expect(idsPath('/api/v1/chart/', [1, 2])).toBe('/api/v1/chart/?q=!(1,2)');
    expect(idsPath('/api/v1/dashboard/export/', [7])).toBe('/api/v1/dashboard/export/?q=!(7)');
    expect(favoriteStatusPath('chart', [4, 5])).toBe('/api/v1/chart/favorite_status/?q=!(4,5)');
  });

  it('builds related and distinct paths with filter and paging', () => {
    const path = relatedPath('chart', 'related', 'owners', 'ad', 0, 50);
    expect(path.startsWith('/api/v1/chart/related/owners?q=')).toBe(true);
    expect(qOf(path)).toEqual({ filter: 'ad', page: 0, page_size: 50 });
  });
});
