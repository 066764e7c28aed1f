import { describe, expect, it } from 'vitest';
import {
  COLUMN_CONFIG_SHOWN,
  FIXED_OR_METRIC_DEFAULT,
  FIXED_VALUE_FALLBACK,
  clampFractionDigits,
  fixedOrMetricOf,
  moveItem,
  removeItem,
  shownColumnConfigs,
  yAxisFormatChoices,
} from '../../../src/core/explore';

describe('collection model', () => {
  it('X9.02 an item moves to a new place and the others keep their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
  it('X9.02 a move past either end changes nothing', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, -1)).toBe(items);
    expect(moveItem(items, 1, 2)).toBe(items);
  });
  it('X9.02 an item is removed by its place', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeItem(['a'], 3)).toEqual(['a']);
  });
});

describe('metric-or-fixed-number model', () => {
  it('X9.08 no value is the default: fixed 5', () => {
    expect(FIXED_OR_METRIC_DEFAULT).toEqual({ type: 'fix', value: 5 });
    expect(fixedOrMetricOf(undefined)).toEqual({ type: 'fix', value: 5 });
    expect(fixedOrMetricOf(null)).toEqual({ type: 'fix', value: 5 });
  });
  it('X9.08 a fixed value that is no number falls back to 100', () => {
    expect(FIXED_VALUE_FALLBACK).toBe(100);
    expect(fixedOrMetricOf({ type: 'fix', value: 'abc' })).toEqual({ type: 'fix', value: 100 });
    expect(fixedOrMetricOf({ type: 'fix', value: '12' })).toEqual({ type: 'fix', value: 12 });
  });
  it('X9.08 a metric value is kept as the metric', () => {
    expect(fixedOrMetricOf({ type: 'metric', value: 'count' })).toEqual({ type: 'metric', value: 'count' });
    expect(fixedOrMetricOf({ type: 'metric' })).toEqual({ type: 'metric', value: null });
  });
});

describe('column config model', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
  it('D16.11 more than 12 columns show the first 10 unless expanded', () => {
    expect(COLUMN_CONFIG_SHOWN).toBe(10);
    expect(shownColumnConfigs(names(13), false)).toEqual({ shown: names(10), hidden: 3 });
    expect(shownColumnConfigs(names(13), true)).toEqual({ shown: names(13), hidden: 0 });
  });
  it('D16.11 twelve columns or fewer all show', () => {
    expect(shownColumnConfigs(names(12), false)).toEqual({ shown: names(12), hidden: 0 });
  });
  it('D16.12 X19.14 fraction digits stay within 0–100 and whole', () => {
    expect(clampFractionDigits(-3)).toBe(0);
    expect(clampFractionDigits(250)).toBe(100);
    expect(clampFractionDigits(2.7)).toBe(2);
    expect(clampFractionDigits(Number.NaN)).toBe(100);
  });
});

describe('Y-axis format choices', () => {
  const choices: [string, string][] = [
    ['SMART_NUMBER', 'Adaptive formatting'],
    [',.1%', ',.1%'],
    ['.3%', '.3%'],
    [',d', ',d'],
  ];
  it('X14.12 with comparison type percentage only percent formats are offered', () => {
    expect(yAxisFormatChoices(choices, 'percentage')).toEqual([
      [',.1%', ',.1%'],
      ['.3%', '.3%'],
    ]);
  });
  it('X14.12 other comparison types offer every format', () => {
    expect(yAxisFormatChoices(choices, 'values')).toBe(choices);
    expect(yAxisFormatChoices(choices, undefined)).toBe(choices);
  });
});
