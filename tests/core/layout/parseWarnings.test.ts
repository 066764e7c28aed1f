import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeGridLayout, parsePositionJson } from '../../../src/core/layout';

const withMissingChild = {
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'], parents: ['ROOT_ID'] },
  'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-a', 'CHART-gone', 'CHART-b'], meta: {} },
  'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 1, width: 4, height: 50 } },
  'CHART-b': { type: 'CHART', id: 'CHART-b', children: [], meta: { chartId: 2, width: 4, height: 50 } },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a layout that names a component it does not hold', () => {
  it('D5.21 logs a layout warning naming the missing id, and keeps the rest of the layout', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const layout = parsePositionJson(withMissingChild);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('CHART-gone');
    expect(layout['ROW-a']?.children).toEqual(['CHART-a', 'CHART-b']);
    expect(Object.keys(layout).sort()).toEqual(['CHART-a', 'CHART-b', 'GRID_ID', 'ROOT_ID', 'ROW-a']);
    expect(computeGridLayout(layout, { width: 1200 }).charts.map((c) => c.meta.chartId)).toEqual([1, 2]);
  });

  it('D5.21 the warning goes to the logger given, and a whole layout logs nothing', () => {
    const warnings: string[] = [];
    parsePositionJson(withMissingChild, { warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([expect.stringContaining('CHART-gone') as string]);
    const quiet: string[] = [];
    const { 'ROW-a': row, ...rest } = withMissingChild;
    parsePositionJson({ ...rest, 'ROW-a': { ...row, children: ['CHART-a'] } }, { warn: (m) => quiet.push(m) });
    expect(quiet).toEqual([]);
  });
});
