import { describe, expect, it } from 'vitest';
import { leftMargin, XY_MARGIN } from '../../src/charts/views/XYChartView';

describe('left axis room', () => {
  it('is the default for short tick labels', () => {
    expect(leftMargin(['0', '50', '100'], 600)).toBe(XY_MARGIN.left);
  });
  it('grows with the longest tick label so no label is clipped', () => {
    expect(leftMargin(['0', '2,000,000', '10,000,000'], 600)).toBe(14 + 10 * 7);
  });
  it('never takes more than 40% of a narrow cell', () => {
    expect(leftMargin(['A very long category name indeed'], 200)).toBe(80);
  });
});
