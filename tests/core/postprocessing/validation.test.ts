import { describe, expect, it } from 'vitest';
import { INVALID_OPERATION_MESSAGE, InvalidPostProcessingError } from '../../../src/core/postprocessing';
import { flatName } from '../../../src/core/postprocessing/frame';
import { binEdges } from '../../../src/core/postprocessing/operations/histogram';
import { ident, pythonFloat, str } from '../../../src/core/postprocessing/sql';
import type { PostProcessingRule } from '../../../src/core/query';
import { compileOnly } from './harness';

const fails = (rules: PostProcessingRule[], message: string | RegExp, table?: 'sales' | 'timeseries'): void => {
  expect(() => compileOnly(rules, table)).toThrow(InvalidPostProcessingError);
  expect(() => compileOnly(rules, table)).toThrow(message);
};

describe('post-processing validation', () => {
  it("rejects an unknown operation with Superset's message", () => {
    fails([{ operation: 'prophet' }], INVALID_OPERATION_MESSAGE);
    fails([{ operation: 'constructor' }], INVALID_OPERATION_MESSAGE);
  });

  it('names the operation and option at fault', () => {
    fails([{ operation: 'sort', options: { by: 'metric', nope: 1 } }], 'sort: option "nope" is not an option of sort');
    fails(
      [{ operation: 'rolling', options: { columns: { metric: 'metric' }, rolling_type: 'sum', window: 'x' } }],
      'rolling: option "window" must be an integer',
    );
    fails([{ operation: 'flatten', options: { drop_levels: ['a'] } }], 'flatten: option "drop_levels"');
  });

  it("keeps Superset's messages for pivot, aggregates, rolling, cum, compare, resample and histogram", () => {
    fails(
      [{ operation: 'pivot', options: { index: [], aggregates: { metric: { operator: 'sum' } } } }],
      'Pivot operation requires at least one index',
    );
    fails(
      [{ operation: 'pivot', options: { index: ['ds'], aggregates: {} } }],
      'Pivot operation must include at least one aggregate',
    );
    fails(
      [{ operation: 'pivot', options: { index: ['ds'], aggregates: { nope: { operator: 'sum' } } } }],
      'Column referenced by aggregate is undefined: nope',
    );
    fails(
      [{ operation: 'aggregate', options: { groupby: [], aggregates: { metric: {} } } }],
      'Operator undefined for aggregator: metric',
    );
    fails(
      [{ operation: 'aggregate', options: { groupby: [], aggregates: { metric: { operator: 'eval' } } } }],
      'Invalid numpy function: eval',
    );
    fails(
      [{ operation: 'rolling', options: { columns: { metric: 'metric' }, rolling_type: 'apply', window: 2 } }],
      'Invalid rolling_type: apply',
    );
    fails(
      [{ operation: 'rolling', options: { columns: { metric: 'metric' }, rolling_type: 'sum' } }],
      'Undefined window for rolling operation',
    );
    fails(
      [{ operation: 'rolling', options: { columns: { metric: 'metric' }, rolling_type: 'sum', window: 0 } }],
      'Window must be > 0',
    );
    fails(
      [{ operation: 'cum', options: { columns: { metric: 'metric' }, operator: 'avg' } }],
      'Invalid cumulative operator: avg',
    );
    fails(
      [
        {
          operation: 'compare',
          options: { source_columns: ['metric'], compare_columns: [], compare_type: 'difference' },
        },
      ],
      '`compare_columns` must have the same length as `source_columns`.',
    );
    fails(
      [
        {
          operation: 'compare',
          options: { source_columns: ['metric'], compare_columns: ['metric2'], compare_type: 'x' },
        },
      ],
      '`compare_type` must be `difference`, `percentage` or `ratio`',
    );
    fails(
      [{ operation: 'resample', options: { rule: '1D', method: 'asfreq' } }],
      'Resample operation requires DatetimeIndex',
    );
    fails(
      [{ operation: 'histogram', options: { column: 'metric', bins: 2_000_000_000 } }],
      '`bins` must be an integer between 1 and 1000',
    );
    fails(
      [{ operation: 'contribution', options: { columns: ['country'] } }],
      'Column "country" is not numeric or does not exists in the query results.',
    );
  });

  it('rejects references to columns the frame does not have', () => {
    fails(
      [{ operation: 'sort', options: { by: 'missing' } }],
      'references a column not available in the DataFrame: missing',
    );
    fails(
      [{ operation: 'select', options: { columns: ['country'], exclude: ['metric'] } }],
      'Referenced columns not available in DataFrame: metric',
    );
  });

  it('keeps quotes in names and values inside identifiers and literals', () => {
    expect(ident('a"b')).toBe('"a""b"');
    expect(str("it's")).toBe("'it''s'");
    const compiled = compileOnly(
      [
        {
          operation: 'pivot',
          options: { index: ['ds'], columns: ['country'], aggregates: { metric: { operator: 'sum' } } },
        },
      ],
      'sales',
      { 'pp1:0:pivot': [["x'); DROP TABLE sales; --", 'true']] },
    );
    expect(compiled.status).toBe('ready');
    if (compiled.status === 'ready') {
      expect(compiled.finalSql).toContain(`= 'x''); DROP TABLE sales; --'`);
      expect(compiled.columns.map((c) => c.name)).toEqual(['ds', "metric, x'); DROP TABLE sales; --"]);
    }
  });

  it('asks for the distinct column values before a pivot can be compiled', () => {
    const compiled = compileOnly([
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['country'], aggregates: { metric: { operator: 'sum' } } },
      },
    ]);
    expect(compiled.status).toBe('needs');
    if (compiled.status === 'needs') {
      expect(compiled.requests.map((r) => r.key)).toEqual(['pp1:0:pivot']);
      expect(compiled.requests[0]?.sql).toMatch(/^WITH pp0 AS/);
    }
  });

  it('writes labels and bin names as Python prints them', () => {
    expect(flatName(['SUM(num)', 'a, b', null])).toBe('SUM(num), a\\, b');
    expect([1, 2.8, 0.1, 1e16, 1e-5, -0.5].map(pythonFloat)).toEqual(['1.0', '2.8', '0.1', '1e+16', '1e-05', '-0.5']);
    expect(binEdges(1, 10, 5)).toEqual([1, 2.8, 4.6, 6.4, 8.2, 10]);
    expect(binEdges(3, 3, 2)).toEqual([2.5, 3, 3.5]);
  });
});
