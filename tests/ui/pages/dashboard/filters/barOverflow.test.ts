import { describe, expect, it } from 'vitest';
import { filtersThatFit } from '../../../../../src/ui/pages/dashboard/filters/barOverflow';

describe('D10.01 the filters a horizontal bar row holds', () => {
  it('D10.01 all fit when the row is wide enough, or before it is laid out', () => {
    expect(filtersThatFit(2000, 6)).toBe(6);
    expect(filtersThatFit(200, 1)).toBe(1);
    expect(filtersThatFit(0, 6)).toBe(6);
  });
  it('D10.01 otherwise as many as leave room for More filters, none in a very narrow row', () => {
    expect(filtersThatFit(700, 6)).toBe(2);
    expect(filtersThatFit(1200, 6)).toBe(5);
    expect(filtersThatFit(150, 3)).toBe(0);
  });
});
