import { describe, expect, it } from 'vitest';
import { walkTime } from '../../bench/dashboard/measure';

describe('dashboard bench walk time', () => {
  it('is from the start of the screen-by-screen walk to the last chart drawn', () => {
    expect(walkTime([100, 5200, 900], 3, 5000)).toBe(200);
  });

  it('is zero, never negative, when every chart was drawn before the walk began (the scroll drew them all)', () => {
    expect(walkTime([100, 4200, 900], 3, 5000)).toBe(0);
  });

  it('is null when some chart was never drawn', () => {
    expect(walkTime([100, 5200], 3, 5000)).toBeNull();
  });
});
