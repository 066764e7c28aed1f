import { describe, expect, it } from 'vitest';
import { lineClampStyle, linesThatFit } from '../../../src/ui/kit';

describe('text cut to a number of lines (S3.06)', () => {
  it('S3.06 as many whole lines as fit the box, never fewer than one', () => {
    expect(linesThatFit(100, 20)).toBe(5);
    expect(linesThatFit(119, 20)).toBe(5);
    expect(linesThatFit(10, 20)).toBe(1);
  });

  it('S3.06 the clamp style ends the last line with an ellipsis (the browser line clamp) and hides the rest', () => {
    expect(lineClampStyle(3, 18)).toEqual({
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 3,
      overflow: 'hidden',
      lineHeight: '18px',
    });
  });
});
