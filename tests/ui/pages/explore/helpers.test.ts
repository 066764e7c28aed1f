import { describe, expect, it } from 'vitest';
import { resultOfRecords } from '../../../../src/core/chart-plugin';
import type { ChartDataResult } from '../../../../src/core/query';
import { EXPLORE_SIZES } from '../../../../src/ui/pages/explore/layout';
import {
  certificationText,
  columnTypeLabel,
  datasetWarning,
  matchingItems,
} from '../../../../src/ui/pages/explore/datasourceItems';
import {
  cellText,
  limitReached,
  matchingRows,
  rowCountText,
  copyText,
  tableColumns,
} from '../../../../src/ui/pages/explore/dataTable';

const dataset = {
  columns: [
    { column_name: 'ds', is_dttm: true, type_generic: 2 as const },
    {
      column_name: 'gender',
      verbose_name: 'Gender of baby',
      type_generic: 1 as const,
      certified_by: 'Data team',
      certification_details: 'Checked daily',
    },
    { column_name: 'num_boys', type_generic: 0 as const, expression: 'num - num_girls' },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)' },
    { metric_name: 'sum__num', verbose_name: 'Births', expression: 'SUM(num)', warning_markdown: 'Slow' },
  ],
};

describe('the datasource panel (X2.10)', () => {
  it('X2.10 the search keeps columns and metrics whose name, verbose name or expression holds it, in any case', () => {
    expect(matchingItems(dataset, '')).toEqual({ columns: dataset.columns, metrics: dataset.metrics });
    const births = matchingItems(dataset, 'BIRTH');
    expect(births.columns).toEqual([]);
    expect(births.metrics.map((m) => m.metric_name)).toEqual(['sum__num']);
    expect(matchingItems(dataset, 'gender of').columns.map((c) => c.column_name)).toEqual(['gender']);
    expect(matchingItems(dataset, 'num').columns.map((c) => c.column_name)).toEqual(['num_boys']);
  });

  it('X2.10 certification and warning icons: who certified, the details, the dataset warning from extra or the health check', () => {
    expect(certificationText(dataset.columns[1] ?? {})).toBe('Certified by Data team: Checked daily');
    expect(certificationText({ certified_by: 'Ann' })).toBe('Certified by Ann');
    expect(certificationText({})).toBeNull();
    expect(datasetWarning({ extra: '{"warning_markdown":"Deprecated table"}' })).toBe('Deprecated table');
    expect(datasetWarning({ extra: 'not json', health_check_message: 'Stale' })).toBe('Stale');
    expect(datasetWarning({ extra: null })).toBeNull();
    expect(dataset.columns.map(columnTypeLabel)).toEqual(['time', 'text', 'expression']);
  });
});

describe('the data pane (X10.02–X10.05)', () => {
  const result = resultOfRecords({
    data: [
      { ds: 0, name: 'Ann', n: 3 },
      { ds: 86_400_000, name: 'Bob', n: 4 },
      { ds: null, name: 'Cy', n: 5 },
    ],
    colnames: ['ds', 'name', 'n'],
    coltypes: [2, 1, 0],
  } as unknown as ChartDataResult);
  const columns = tableColumns(result);

  it("X10.03 '%s row(s)' and 'Limit reached' when the row count is the limit", () => {
    expect(rowCountText(1234)).toBe('1234 row(s)');
    expect(limitReached(10, 10)).toBe(true);
    expect(limitReached(9, 10)).toBe(false);
    expect(limitReached(10, undefined)).toBe(false);
  });

  it("X10.05 temporal cells show 'Formatted date' unless 'Original value' is chosen", () => {
    expect(columns).toEqual([
      { name: 'ds', temporal: true },
      { name: 'name', temporal: false },
      { name: 'n', temporal: false },
    ]);
    expect(cellText(86_400_000, true, false)).toBe('1970-01-02 00:00:00');
    expect(cellText(86_400_000, true, true)).toBe('86400000');
    expect(cellText(null, true, false)).toBe('N/A');
    expect(cellText(7, false, false)).toBe('7');
  });

  it('X10.02 the search keeps the rows in which some cell holds it, dates as shown', () => {
    expect(matchingRows(result, columns, '', new Set())).toEqual([0, 1, 2]);
    expect(matchingRows(result, columns, 'bo', new Set())).toEqual([1]);
    expect(matchingRows(result, columns, '1970-01-02', new Set())).toEqual([1]);
    expect(matchingRows(result, columns, '1970-01-02', new Set(['ds']))).toEqual([]);
  });

  it('X10.04 copy puts a header and one tab-separated line per shown row on the clipboard', () => {
    expect(copyText(result, columns, [0, 2], new Set())).toBe('ds\tname\tn\n1970-01-01 00:00:00\tAnn\t3\nN/A\tCy\t5\n');
  });
});

describe('the layout (X19.08)', () => {
  it('X19.08 the spec sizes 53, 32, 260, 550, 80, 46, 374 each have one documented use', () => {
    expect(Object.values(EXPLORE_SIZES)).toEqual([53, 32, 260, 550, 80, 46, 374]);
  });
});
