import { describe, expect, it } from 'vitest';
import {
  avatarGroup,
  clampPopoverSize,
  initials,
  menuHeight,
  popoverAlignment,
  popoverPlacement,
  splitPastedValues,
  POPOVER_MIN_SIZE,
} from '../../../src/ui/kit';
import { personName } from '../../../src/core/api';
import { SIX_OWNERS } from './fixtures';

describe('popover placement rule', () => {
  it('X19.07 an anchor under 35% of the viewport height aligns the popover at its top', () => {
    expect(popoverAlignment(0, 1000)).toBe('top');
    expect(popoverAlignment(349, 1000)).toBe('top');
  });
  it('X19.07 an anchor over 65% of the viewport height aligns the popover at its bottom', () => {
    expect(popoverAlignment(651, 1000)).toBe('bottom');
    expect(popoverAlignment(990, 1000)).toBe('bottom');
  });
  it('X19.07 between 35% and 65% (both bounds included) the popover is centred on its anchor', () => {
    expect(popoverAlignment(350, 1000)).toBe('center');
    expect(popoverAlignment(500, 1000)).toBe('center');
    expect(popoverAlignment(650, 1000)).toBe('center');
  });
  it('X19.07 a viewport of no height centres the popover rather than dividing by zero', () => {
    expect(popoverAlignment(10, 0)).toBe('center');
  });
  it('X19.07 the alignment becomes a react-aria placement on the chosen side', () => {
    expect(popoverPlacement('end', 'top')).toBe('end top');
    expect(popoverPlacement('end', 'bottom')).toBe('end bottom');
    expect(popoverPlacement('start', 'center')).toBe('start');
  });
});

describe('popover size', () => {
  it('X5.01 X7.01 a resize never goes below the minimum size', () => {
    expect(clampPopoverSize({ width: 100, height: 50 })).toEqual(POPOVER_MIN_SIZE);
    expect(clampPopoverSize({ width: 400, height: 300 })).toEqual({ width: 400, height: 300 });
  });
  it('X5.01 X7.01 nor above the maximum given (the viewport)', () => {
    expect(clampPopoverSize({ width: 4000, height: 3000 }, POPOVER_MIN_SIZE, { width: 800, height: 600 })).toEqual({
      width: 800,
      height: 600,
    });
  });
});

describe('multi-select paste', () => {
  it('D17.08 splits on comma, newline, tab and semicolon', () => {
    expect(splitPastedValues('a,b\nc\td;e')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('D17.08 trims each item, drops empty ones and handles Windows line ends', () => {
    expect(splitPastedValues('  a ,\r\n b ;;\t\t c  ')).toEqual(['a', 'b', 'c']);
  });
  it('D17.08 de-duplicates, keeping the first occurrence in order', () => {
    expect(splitPastedValues('b,a,b, a ,c')).toEqual(['b', 'a', 'c']);
  });
  it('D17.08 a single value stays one item', () => {
    expect(splitPastedValues('  CA  ')).toEqual(['CA']);
    expect(splitPastedValues('')).toEqual([]);
  });
});

describe('select menu height', () => {
  it('D16.10 X19.10 the menu is between 100 and 220 px tall', () => {
    expect(menuHeight(0, 32)).toBe(100);
    expect(menuHeight(2, 32)).toBe(100);
    expect(menuHeight(5, 32)).toBe(160);
    expect(menuHeight(500, 32)).toBe(220);
  });
});

describe('owner avatars', () => {
  const people = SIX_OWNERS;
  it('X3.03 at most 4 owners are shown and the rest are counted', () => {
    const g = avatarGroup(people);
    expect(g.shown.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(g.rest.map((p) => p.id)).toEqual([5, 6]);
  });
  it('X3.03 four or fewer owners are all shown', () => {
    expect(avatarGroup(people.slice(0, 4)).rest).toEqual([]);
  });
  it('X3.03 names and initials come from first and last name, else the username', () => {
    expect(personName(people[0]!)).toBe('Ada Lovelace');
    expect(personName(people[2]!)).toBe('grace');
    expect(initials(people[0]!)).toBe('AL');
    expect(initials(people[2]!)).toBe('G');
    expect(initials({ id: 9 })).toBe('?');
  });
});
