import { beforeEach, describe, expect, test } from 'vitest';
import {
  CATEGORICAL_SCHEMES,
  CategoricalColorNamespace,
  DEFAULT_NAMESPACE,
  getCategoricalSchemeRegistry,
  getColor,
  getNamespace,
  getScale,
  getSchemePreviewColors,
  resetNamespaces,
} from '../../../src/core/color';

const SUPERSET_FIRST = '#1FA8C9';

beforeEach(() => {
  resetNamespaces();
});

describe('getNamespace', () => {
  test('returns GLOBAL by default', () => {
    expect(DEFAULT_NAMESPACE).toBe('GLOBAL');
    expect(getNamespace().name).toBe('GLOBAL');
  });

  test('returns the same namespace for the same name', () => {
    expect(getNamespace('dash')).toBe(getNamespace('dash'));
    expect(getNamespace('dash')).toBeInstanceOf(CategoricalColorNamespace);
    expect(getNamespace('dash')).not.toBe(getNamespace('other'));
  });
});

describe('getScale', () => {
  test('uses the default scheme, supersetColors, without one', () => {
    expect(getScale()('a')).toBe(SUPERSET_FIRST);
    expect(getScale(null)('a')).toBe(SUPERSET_FIRST);
  });

  test('uses the named scheme', () => {
    expect(getScale('d3Category10')('a')).toBe('#1f77b4');
    expect(getScale('bnbColors', 'dash')('a')).toBe('#29696B');
  });

  test('an unknown scheme falls back to the default', () => {
    expect(getScale('no_such_scheme')('a')).toBe(SUPERSET_FIRST);
  });

  test('each call makes a new scale', () => {
    const one = getScale();
    one('a');
    expect(getScale()('b')).toBe(SUPERSET_FIRST);
  });

  test('getColor colours one label', () => {
    expect(getColor('a', 'echarts5Colors')).toBe('#5470C6');
  });
});

describe('forced colours', () => {
  test('setColor applies to scales made before and after', () => {
    const before = getScale('d3Category10', 'dash');
    getNamespace('dash').setColor('boys', 'red');
    const after = getScale('d3Category10', 'dash');
    expect(before('boys')).toBe('red');
    expect(after('boys')).toBe('red');
  });

  test('setColor does not reach other namespaces', () => {
    getNamespace('dash').setColor('boys', 'red');
    expect(getScale('d3Category10', 'other')('boys')).toBe('#1f77b4');
  });

  test('resetColors forgets forced colours', () => {
    const namespace = getNamespace('dash').setColor('boys', 'red');
    namespace.resetColors();
    expect(namespace.getScale('d3Category10')('boys')).toBe('#1f77b4');
  });

  test('resetColorsForLabels forgets only those labels', () => {
    const namespace = getNamespace('dash').setColor('boys', 'red').setColor('girls', 'pink');
    namespace.resetColorsForLabels(['boys']);
    expect(namespace.forcedItems).toEqual({ girls: 'pink' });
  });
});

describe('dashboard label colours', () => {
  test('label_colors are forced on every chart', () => {
    const namespace = getNamespace('dash').applyDashboardColors({ label_colors: { boys: '#000000' } });
    expect(namespace.getScale('d3Category10')('boys')).toBe('#000000');
    expect(namespace.getScale('bnbColors')('boys')).toBe('#000000');
  });

  test('charts of one dashboard agree on a label they share', () => {
    const namespace = getNamespace('dash').applyDashboardColors({});
    const chartA = namespace.getScale();
    const chartB = namespace.getScale();
    chartA('x');
    chartA('shared');
    expect(chartB('shared')).toBe(chartA('shared'));
    expect(namespace.getSharedLabelColors()).toEqual({ x: SUPERSET_FIRST, shared: '#454E7C' });
  });

  test('stored shared_label_colors are used', () => {
    const namespace = getNamespace('dash').applyDashboardColors({ shared_label_colors: { shared: '#123456' } });
    expect(namespace.getScale()('shared')).toBe('#123456');
  });

  test('label_colors win over shared ones', () => {
    const namespace = getNamespace('dash').applyDashboardColors({
      label_colors: { shared: '#FF0000' },
      shared_label_colors: { shared: '#123456' },
    });
    expect(namespace.getScale()('shared')).toBe('#FF0000');
  });

  test('the older list form of shared_label_colors is accepted', () => {
    const namespace = getNamespace('dash').applyDashboardColors({ shared_label_colors: ['a', 'b'] });
    expect(namespace.getScale()('a')).toBe(SUPERSET_FIRST);
  });

  test('outside a dashboard charts do not share', () => {
    const namespace = getNamespace();
    namespace.getScale()('x');
    expect(namespace.getScale()('shared')).toBe(SUPERSET_FIRST);
  });

  test('resetSharedLabelColors starts over', () => {
    const namespace = getNamespace('dash').applyDashboardColors({ shared_label_colors: { a: '#123456' } });
    namespace.resetSharedLabelColors();
    expect(namespace.getScale()('a')).toBe(SUPERSET_FIRST);
  });

  test('the analogous flag extends a namespace scale', () => {
    const namespace = getNamespace('dash');
    namespace.flags = { useAnalogousColors: true };
    const scale = namespace.getScale('echarts5Colors');
    for (let i = 0; i < 10; i += 1) scale(`label ${i}`);
    expect(scale.range()).toHaveLength(18);
  });
});

describe('categorical scheme registry', () => {
  const registry = getCategoricalSchemeRegistry();

  test('supersetColors is the default', () => {
    expect(registry.getDefaultKey()).toBe('supersetColors');
  });

  test.each([
    ['supersetColors', 20, '#1FA8C9', '#D1C6BC'],
    ['bnbColors', 13, '#29696B', '#9D63CA'],
    ['googleCategory10c', 10, '#3366cc', '#316395'],
    ['googleCategory20c', 20, '#3366cc', '#3b3eac'],
    ['d3Category10', 10, '#1f77b4', '#17becf'],
    ['d3Category20', 20, '#1f77b4', '#9edae5'],
    ['d3Category20b', 20, '#393b79', '#de9ed6'],
    ['d3Category20c', 20, '#3182bd', '#d9d9d9'],
    ['echarts4Colors', 11, '#c23531', '#c4ccd3'],
    ['echarts5Colors', 9, '#5470C6', '#EA7CCC'],
    ['lyftColors', 10, '#EA0B8C', '#AC2077'],
    ['presetColors', 20, '#6BD3B3', '#D9BDD5'],
    ['supersetAndPresetColors', 12, '#004960', '#067162'],
    ['blueToGreen', 10, '#3200A7', '#A6FF93'],
    ['colorsOfRainbow', 12, '#41ED86', '#FFEC43'],
    ['modernSunset', 12, '#0080F6', '#F3F700'],
    ['redToYellow', 10, '#90042A', '#FFF46D'],
    ['wavesOfBlue', 10, '#070061', '#DAEBFF'],
  ])('%s has %s colours from %s to %s', (id, count, first, last) => {
    const scheme = registry.get(id);
    expect(scheme?.colors).toHaveLength(count);
    expect(scheme?.colors[0]).toBe(first);
    expect(scheme?.colors.at(-1)).toBe(last);
  });

  test('every shipped scheme is registered once', () => {
    expect(registry.keys()).toEqual(CATEGORICAL_SCHEMES.map((scheme) => scheme.id));
  });

  test('a categorical preview shows all its colours', () => {
    const scheme = registry.get('echarts5Colors');
    expect(scheme && getSchemePreviewColors(scheme)).toHaveLength(9);
  });

  test('featured schemes are grouped', () => {
    expect(registry.get('blueToGreen')?.group).toBe('featured');
    expect(registry.get('d3Category10')?.group).toBe('other');
    expect(registry.get('supersetColors')?.label).toBe('Superset Colors');
  });
});
