import { describe, expect, test } from 'vitest';
import { getSchemePreviewColors, getSequentialSchemeRegistry, SequentialScheme } from '../../../src/core/color';

const scheme = new SequentialScheme({ id: 'white to black', colors: ['#fff', '#000'] });
const three = new SequentialScheme({ id: 'test-scheme3', colors: ['#fee087', '#fa5c2e', '#800026'] });

describe('SequentialScheme.createLinearScale', () => {
  test('domain and range have the same length', () => {
    const scale = scheme.createLinearScale([10, 100]);
    expect(scale.domain()).toHaveLength(scale.range().length);
    const scale2 = scheme.createLinearScale([0, 10, 100]);
    expect(scale2.domain()).toHaveLength(scale2.range().length);
  });

  test.each([
    [1, 'rgb(255, 255, 255)'],
    [10, 'rgb(255, 255, 255)'],
    [55, 'rgb(119, 119, 119)'],
    [100, 'rgb(0, 0, 0)'],
    [1000, 'rgb(0, 0, 0)'],
  ])('over [10, 100], %s is %s (clamped)', (value, expected) => {
    expect(scheme.createLinearScale([10, 100])(value)).toBe(expected);
  });

  test.each([
    [-1, 'rgb(255, 255, 255)'],
    [0, 'rgb(255, 255, 255)'],
    [0.5, 'rgb(119, 119, 119)'],
    [1, 'rgb(0, 0, 0)'],
    [2, 'rgb(0, 0, 0)'],
  ])('the domain defaults to [0, 1]: %s is %s', (value, expected) => {
    expect(scheme.createLinearScale()(value)).toBe(expected);
  });

  test('spreads the domain over the colours by default', () => {
    const scale = three.createLinearScale([0, 100]);
    expect(scale.domain()).toEqual([0, 50, 100]);
    expect(scale.range()).toEqual(['#fee087', '#fa5c2e', '#800026']);
  });

  test('resamples the colours instead with modifyRange', () => {
    const scale = three.createLinearScale([0, 100], true);
    expect(scale.domain()).toEqual([0, 100]);
    expect(scale.range()).toEqual(['rgb(254, 224, 135)', 'rgb(128, 0, 38)']);
  });

  test('an unknown value takes the first colour', () => {
    expect(three.createLinearScale([0, 100])(Number.NaN)).toBe('#fee087');
  });
});

describe('SequentialScheme.getColors', () => {
  test('returns the scheme colours when the count matches', () => {
    expect(scheme.getColors()).toEqual(['#fff', '#000']);
    expect(scheme.getColors(2)).toEqual(['#fff', '#000']);
  });

  test('interpolates to the number asked for', () => {
    expect(scheme.getColors(3)).toEqual(['rgb(255, 255, 255)', 'rgb(119, 119, 119)', 'rgb(0, 0, 0)']);
    expect(scheme.getColors(4)).toEqual([
      'rgb(255, 255, 255)',
      'rgb(162, 162, 162)',
      'rgb(78, 78, 78)',
      'rgb(0, 0, 0)',
    ]);
  });

  test('an extent keeps part of the scheme', () => {
    expect(scheme.getColors(2, [0, 0.5])).toEqual(['rgb(255, 255, 255)', 'rgb(119, 119, 119)']);
    expect(scheme.getColors(2, [0.5, 1])).toEqual(['rgb(119, 119, 119)', 'rgb(0, 0, 0)']);
  });
});

describe('sequential scheme registry', () => {
  const registry = getSequentialSchemeRegistry();

  test('superset_seq_1 is the default', () => {
    expect(registry.getDefaultKey()).toBe('superset_seq_1');
    expect(registry.get()?.colors[0]).toBe('#F4FAD4');
  });

  test.each([
    ['blue_white_yellow', ['#00d1c1', 'white', '#ffb400']],
    ['fire', ['white', 'yellow', 'red', 'black']],
    ['white_black', ['white', 'black']],
    ['black_white', ['black', 'white']],
    ['dark_blue', ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935']],
    ['pink_grey', ['#E70B81', '#FAFAFA', '#666666']],
    ['greens', ['#ffffcc', '#78c679', '#006837']],
    ['purples', ['#f2f0f7', '#9e9ac8', '#54278f']],
    ['oranges', ['#fef0d9', '#fc8d59', '#b30000']],
    ['echarts_gradient', ['#f6EFA6', '#D88273', '#BF444C']],
  ])('%s has its colours', (id, colors) => {
    expect(registry.get(id)?.colors).toEqual(colors);
  });

  test.each([
    ['schemeRdYlGn', 10, '#a50026', '#006837', true],
    ['schemeRdBu', 10, '#67001f', '#053061', true],
    ['schemeBlues', 8, '#b5d4e9', '#08306b', false],
    ['schemeYlOrRd', 9, '#fee087', '#800026', false],
    ['schemeViridis', 10, '#482475', '#fde725', false],
    ['superset_div_1', 9, '#E04355', '#1FA8C9', false],
  ])('%s has %s colours from %s to %s', (id, count, first, last, diverging) => {
    const found = registry.get(id);
    expect(found?.colors).toHaveLength(count);
    expect(found?.colors[0]).toBe(first);
    expect(found?.colors.at(-1)).toBe(last);
    expect(found?.isDiverging).toBe(diverging);
  });

  test('ships 54 sequential schemes with unique ids', () => {
    expect(new Set(registry.keys()).size).toBe(54);
  });

  test('unknown ids resolve to the default', () => {
    expect(registry.resolve('no_such_scheme')?.id).toBe('superset_seq_1');
    expect(registry.resolve('fire')?.id).toBe('fire');
  });
});

describe('scheme previews', () => {
  test('a linear scheme previews 10 colours', () => {
    const fire = getSequentialSchemeRegistry().get('fire');
    expect(fire && getSchemePreviewColors(fire)).toHaveLength(10);
    expect(fire && getSchemePreviewColors(fire)).toEqual(fire?.getColors(10));
  });

  test('a two-colour scheme previews its ends and eight steps between', () => {
    const preview = getSchemePreviewColors(new SequentialScheme({ id: 'wb', colors: ['#fff', '#000'] }));
    expect(preview).toHaveLength(10);
    expect(preview[0]).toBe('rgb(255, 255, 255)');
    expect(preview[9]).toBe('rgb(0, 0, 0)');
  });
});
