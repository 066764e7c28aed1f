import { describe, expect, it } from 'vitest';
import {
  cellBar,
  formatCell,
  formatterLabel,
  getColorFunction,
  getColorFormatters,
  getOpacity,
  resolveColumns,
  rowCountText,
  rowsAsText,
  transformTableProps,
  validateRule,
} from '../../src/charts';
import { expectGolden, goldenJson } from '../support/golden';
import { T0, result } from './fixtures';

const data = [
  { name: 'Amy', ds: T0, count: 1234.5678, '%count': 0.25 },
  { name: 'Bob', ds: T0 + 86_400_000, count: -200, '%count': 0.5 },
  { name: 'Cy\tz', ds: null, count: 0.00042, '%count': 0.25 },
];
const res = result(['name', 'ds', 'count', '%count'], [1, 2, 0, 0], data);
const form = {
  datasource: '3__table',
  viz_type: 'table',
  metrics: ['count'],
  percent_metrics: ['count'],
  groupby: ['name', 'ds'],
};
const rows = transformTableProps([res], form).rows;

describe('table columns (column display configuration by type)', () => {
  it('defaults: numbers right-aligned with cell bars, percent metrics as .3%, time as smart_date [golden]', () => {
    const model = transformTableProps([res], form);
    expectGolden('charts/table.model.json', goldenJson({ ...model, rows: model.rows.length }));
    const [name, ds, count, pct] = model.columns;
    expect(name?.align).toBe('left');
    expect(count?.align).toBe('right');
    expect(count?.showCellBars).toBe(true);
    expect(pct?.numberFormat).toBe('.3%');
    expect(pct?.label).toBe('%count');
    expect(ds?.timeFormat).toBe('smart_date');
    expect(model.rowCount).toBe(3);
  });

  it('column_config sets width, alignment, formats, fraction digits and truncation', () => {
    const [, ds, count] = resolveColumns(res, {
      ...form,
      column_config: {
        count: {
          columnWidth: 120,
          horizontalAlign: 'center',
          d3NumberFormat: ',.1f',
          d3SmallNumberFormat: '.2e',
          truncateLongCells: true,
        },
        ds: { d3TimeFormat: '%Y-%m-%d' },
      },
    });
    expect(count).toMatchObject({ width: 120, align: 'center', truncate: true });
    expect(formatCell(count!, 1234.5678)).toBe('1,234.6');
    expect(formatCell(count!, 0.00042)).toBe('4.20e-4');
    expect(formatCell(ds!, T0)).toBe('2024-01-01');
    expect(formatCell(ds!, null)).toBe('N/A');
    const [, , rounded] = resolveColumns(res, {
      ...form,
      metrics: [],
      column_config: { count: { fractionDigits: 1 } },
    });
    expect(formatCell(rounded!, 1234.5678)).toBe('1,234.6');
    const [, , whole] = resolveColumns(res, {
      ...form,
      metrics: [],
      column_config: { count: { fractionDigits: 100 } },
    });
    expect(formatCell(whole!, 1234.5678)).toBe('1234.5678');
  });

  it('cell bars span the column extent; align +/- measures from zero; colour +/- reddens negatives', () => {
    const [, , count] = resolveColumns(res, form);
    expect(cellBar(count!, 1234.5678)).toEqual({ offset: 14, width: 86, color: 'rgba(0,0,0,0.2)' });
    expect(cellBar(count!, -200)).toEqual({ offset: 0, width: 14, color: 'rgba(150,0,0,0.2)' });
    const [, , aligned] = resolveColumns(res, { ...form, align_pn: true, color_pn: false });
    expect(cellBar(aligned!, -200)).toEqual({ offset: 0, width: 16, color: 'rgba(0,0,0,0.2)' });
    const [, , off] = resolveColumns(res, { ...form, show_cell_bars: false });
    expect(cellBar(off!, 1)).toBeNull();
  });
});

describe('conditional formatting', () => {
  const values = [0, 50, 100];
  it('> colours values above the target, deeper towards the maximum', () => {
    const fn = getColorFunction({ column: 'count', operator: '>', targetValue: 50, colorScheme: 'green' }, values);
    expect(fn(50)).toBeUndefined();
    expect(fn(100)).toBe('#5AC189FF');
    expect(fn(75)).toBe(
      `#5AC189${Math.round(0.53 * 255)
        .toString(16)
        .toUpperCase()}`,
    );
  });

  it('< and ≤ deepen towards the minimum; = and ≠ are full colour', () => {
    expect(getColorFunction({ operator: '<', targetValue: 50, colorScheme: 'red' }, values)(0)).toBe('#E04355FF');
    expect(getColorFunction({ operator: '≤', targetValue: 50, colorScheme: 'red' }, values)(50)).toBe('#E043550D');
    expect(getColorFunction({ operator: '=', targetValue: 50, colorScheme: 'yellow' }, values)(50)).toBe('#FCC700FF');
    expect(getColorFunction({ operator: '≠', targetValue: 50, colorScheme: 'yellow' }, values)(50)).toBeUndefined();
  });

  it('between variants include or exclude their ends', () => {
    const open = getColorFunction(
      { operator: '< x <', targetValueLeft: 0, targetValueRight: 100, colorScheme: 'green' },
      values,
    );
    const closed = getColorFunction(
      { operator: '≤ x ≤', targetValueLeft: 0, targetValueRight: 100, colorScheme: 'green' },
      values,
    );
    expect(open(0)).toBeUndefined();
    expect(closed(0)).toBe('#5AC1890D');
    expect(
      getColorFunction({ operator: '≤ x <', targetValueLeft: 0, targetValueRight: 100 }, values)(100),
    ).toBeUndefined();
    expect(getColorFunction({ operator: '< x ≤', targetValueLeft: 0, targetValueRight: 100 }, values)(100)).toBe(
      '#5AC189FF',
    );
  });

  it('None shades every value between the column minimum and maximum', () => {
    const fn = getColorFunction({ operator: 'None', colorScheme: 'green' }, values);
    expect(fn(0)).toBe('#5AC18900');
    expect(fn(100)).toBe('#5AC189FF');
    expect(getOpacity(5, 5, 5)).toBe(1);
  });

  it('the later rule on a column wins where both apply; non-numbers are left alone', () => {
    const formatters = getColorFormatters(
      [
        { column: 'count', operator: '>', targetValue: 0, colorScheme: 'green' },
        { column: 'count', operator: '>', targetValue: 1000, colorScheme: 'red' },
      ],
      rows,
    );
    expect(formatters.get('count')?.(1234.5678)).toMatch(/^#E04355/);
    expect(formatters.get('count')?.(500)).toMatch(/^#5AC189/);
    expect(formatters.get('count')?.('n/a')).toBeUndefined();
  });

  it("X9.07 a formatter reads 'column op value', a between one 'left op column right', None the column alone", () => {
    expect(formatterLabel({ column: 'count', operator: '≥', targetValue: 3 })).toBe('count ≥ 3');
    expect(formatterLabel({ column: 'count', operator: '≤ x <', targetValueLeft: 1, targetValueRight: 9 })).toBe(
      '1 ≤ count < 9',
    );
    expect(formatterLabel({ column: 'count', operator: 'None' })).toBe('count');
  });

  it('validation messages follow the spec', () => {
    expect(validateRule({})).toEqual({ column: 'Required', colorScheme: 'Required', operator: 'Required' });
    expect(validateRule({ column: 'a', colorScheme: 'green', operator: '<', targetValue: undefined as never })).toEqual(
      { targetValue: 'Required' },
    );
    expect(
      validateRule({ column: 'a', colorScheme: 'green', operator: '< x <', targetValueLeft: 5, targetValueRight: 1 }),
    ).toEqual({
      targetValueLeft: 'This value should be smaller than the right target value',
      targetValueRight: 'This value should be greater than the left target value',
    });
  });
});

describe('table toolbar', () => {
  const columns = resolveColumns(res, form);
  it("row count reads '%s row(s)'", () => {
    expect(rowCountText(3)).toBe('3 row(s)');
  });
  it('copy gives tab-separated header and rows, quoting fields with tabs', () => {
    const text = rowsAsText(rows, columns, [0, 2]);
    expect(text.split('\n')[0]).toBe('name\tds\tcount\t%count');
    expect(text).toContain('"Cy\tz"\tN/A');
  });
});
