// What a cross-filter click costs each chart in scope once its answer is indexed: the narrowing test refuses a new
// value before comparing the rest of the query, and an indexed answer is handed out without being read again.
import { describe, expect, it } from 'vitest';
import { Field, Float64, Utf8 } from 'apache-arrow';
import type { QueryContext, QueryObject } from '../../../src/core/query';
import { LocalTables, narrowingFilters } from '../../../workers/dataplane';
import { loadDuckDBForNode } from '../../../wasm/node';

const clicked = (val: string, reads: { n: number }): QueryContext => {
  const query: QueryObject = {
    columns: ['region'],
    metrics: ['count'],
    filters: [{ col: 'channel', op: '==', val, isExtra: true }],
  };
  // Every other property read counts: the rest of the query is compared only when the filters allow narrowing.
  Object.defineProperty(query, 'orderby', {
    enumerable: true,
    get: () => {
      reads.n += 1;
      return [['count', false]];
    },
  });
  return { datasource: { id: 1, type: 'table' }, queries: [query] };
};

describe('X15.cross-local an indexed click costs each chart little', () => {
  it("refuses to narrow a chart's last answer to a cross filter's new value before comparing the rest", () => {
    const reads = { n: 0 };
    const loaded = [{ colnames: ['region', 'count'], rowcount: 3 }];
    expect(narrowingFilters(clicked('web', reads), clicked('store', reads), loaded)).toBeNull();
    expect(reads.n).toBe(0);
    // The same filter again still narrows (nothing new), after the whole query was compared.
    expect(narrowingFilters(clicked('web', reads), clicked('web', reads), loaded)).toEqual([[]]);
    expect(reads.n).toBeGreaterThan(0);
  });

  it('registers an answer already read without reading its bytes again', async () => {
    const local = new LocalTables(await loadDuckDBForNode());
    const fields = [new Field('channel', new Utf8()), new Field('count', new Float64())];
    // Not Arrow at all: reading them would throw.
    const table = local.registerRead({ ipc: new Uint8Array([1, 2, 3]), fields, numRows: 2 }, 'onDemand');
    expect(table.numRows).toBe(2);
    expect(local.columns(table.name)).toEqual(['channel', 'count']);
    expect([...(await local.take(table.name))]).toEqual([1, 2, 3]);
  });
});
