import { describe, expect, it } from 'vitest';
import { cellsDataMask, createCrossFilterEmitter } from '../../../src/core/crossfilter';
import type { CrossFilterEvent } from '../../../src/core/crossfilter';

describe('the page cross-filter emitter', () => {
  it('hands each event to every subscriber in order; a disposed subscriber hears no more', () => {
    const emitter = createCrossFilterEmitter();
    const heard: string[] = [];
    const off = emitter.subscribe((e) => heard.push(`a${e.chartId}`));
    emitter.subscribe((e) => heard.push(`b${e.chartId}`));
    const event: CrossFilterEvent = { chartId: 3, dataMask: cellsDataMask([{ col: 'x', value: 1 }], '1') };
    emitter.emit(event);
    off();
    emitter.emit({ ...event, chartId: 4 });
    expect(heard).toEqual(['a3', 'b3', 'b4']);
  });

  it("builds Superset's data mask: an equality filter per column, the values and a label as the filter state", () => {
    expect(
      cellsDataMask(
        [
          { col: 'longitude', value: 2.3522 },
          { col: 'latitude', value: 48.8566 },
        ],
        'Paris',
      ),
    ).toEqual({
      extraFormData: {
        filters: [
          { col: 'longitude', op: '==', val: 2.3522 },
          { col: 'latitude', op: '==', val: 48.8566 },
        ],
      },
      filterState: { value: [2.3522, 48.8566], label: 'Paris' },
    });
    expect(cellsDataMask([{ col: 'code', value: null }], 'none').extraFormData.filters).toEqual([
      { col: 'code', op: 'IS NULL' },
    ]);
  });

  it('clicking the selection already applied clears the filter', () => {
    expect(cellsDataMask([{ col: 'name', value: 'France' }], 'France', ['France'])).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
  });
});
