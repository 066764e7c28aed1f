import { describe, expect, test } from 'vitest';
import { createCategoricalColorScale, getAnalogousColors } from '../../../src/core/color';

const RGB = ['blue', 'red', 'green'];

describe('createCategoricalColorScale', () => {
  test('uses the forced colours object it is given', () => {
    const forced = {};
    expect(createCategoricalColorScale(RGB, forced).forcedColors).toBe(forced);
  });

  test('a numeric forced colour picks the scheme colour at that index, looping', () => {
    const forced: Record<string, string | number> = { pig: 1, horse: 5 };
    const scale = createCategoricalColorScale(RGB, forced);
    expect(scale.getColor('pig')).toBe('red');
    expect(forced.pig).toBe('red');
    expect(scale.getColor('horse')).toBe('green');
  });

  test('the scale is a colour function itself', () => {
    const scale = createCategoricalColorScale(RGB);
    expect(scale.getColor('pig')).toBe('blue');
    expect(scale('pig')).toBe('blue');
    expect(scale.getColor('cat')).toBe('red');
    expect(scale('cat')).toBe('red');
  });

  test('the same label keeps its colour', () => {
    const scale = createCategoricalColorScale(RGB, { pig: 'red', horse: 'green' });
    const pig = scale.getColor('pig');
    const horse = scale.getColor('horse');
    scale.getColor('cow');
    expect(scale.getColor('pig')).toBe(pig);
    expect(scale.getColor('horse')).toBe(horse);
  });

  test('labels are trimmed strings', () => {
    const scale = createCategoricalColorScale(RGB);
    expect(scale(' pig ')).toBe(scale('pig'));
    expect(scale(2020)).toBe(scale('2020'));
  });

  test('consecutive labels get different colours', () => {
    const scale = createCategoricalColorScale(RGB);
    expect(new Set([scale('pig'), scale('horse'), scale('cat')]).size).toBe(3);
  });

  test('colours repeat when labels outnumber them', () => {
    const scale = createCategoricalColorScale(RGB);
    const colors = ['pig', 'horse', 'cat', 'cow', 'donkey', 'goat'].map((label) => scale(label));
    expect(colors).toEqual(['blue', 'red', 'green', 'blue', 'red', 'green']);
  });

  test('with analogous colours on, the range grows instead of repeating', () => {
    const scale = createCategoricalColorScale(RGB, {}, { useAnalogousColors: true });
    const colors = ['pig', 'horse', 'cat', 'cow', 'donkey', 'goat'].map((label) => scale(label));
    expect(scale.range()).toHaveLength(9);
    expect(colors.slice(0, 3)).toEqual(RGB);
    expect(colors[3]).toBe(getAnalogousColors(RGB, 1)[0]);
    expect(new Set(colors).size).toBe(6);
  });

  test('with analogous colours off, the range stays the scheme', () => {
    const scale = createCategoricalColorScale(RGB);
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].forEach((label) => scale(label));
    expect(scale.range()).toEqual(RGB);
  });

  test('records each label in the chart map', () => {
    const scale = createCategoricalColorScale(RGB);
    expect(scale.chartLabelsColorMap.has('x')).toBe(false);
    const color = scale('x');
    expect(scale.chartLabelsColorMap.get('x')).toBe(color);
  });
});

describe('avoiding colour collisions', () => {
  test('a new label takes an unused colour instead of repeating one', () => {
    const scale = createCategoricalColorScale(RGB, { first: 'blue' }, { avoidColorsCollision: true });
    scale('first');
    expect(scale('second')).toBe('red');
    expect(scale('third')).toBe('green');
  });

  test('forced colours are kept even when they collide', () => {
    const scale = createCategoricalColorScale(RGB, { b: 'blue' }, { avoidColorsCollision: true });
    scale('a');
    expect(scale('b')).toBe('blue');
  });

  test('without the flag colours repeat by order', () => {
    const scale = createCategoricalColorScale(RGB, { first: 'blue' });
    scale('first');
    expect(scale('second')).toBe('blue');
  });
});

describe('getNextAvailableColor', () => {
  test('prefers a colour never used', () => {
    const scale = createCategoricalColorScale(RGB);
    scale('cat');
    scale('dog');
    expect(scale.getNextAvailableColor('fish', 'blue')).toBe('green');
  });

  test('returns the least used colour when all are used', () => {
    const scale = createCategoricalColorScale(RGB);
    ['cat', 'dog', 'fish', 'puppy', 'teddy'].forEach((label) => scale(label));
    expect(scale.getNextAvailableColor('darling', 'red')).toBe('green');
  });

  test('counts usage accurately', () => {
    const scale = createCategoricalColorScale(['blue', 'red', 'green', 'yellow']);
    ['cat', 'dog', 'frog', 'fish', 'goat', 'horse', 'pony'].forEach((label) => scale(label));
    expect(scale.getNextAvailableColor('pony', 'blue')).toBe('yellow');
  });

  test('penalises the colours of neighbouring labels', () => {
    const scale = createCategoricalColorScale(RGB);
    scale.chartLabelsColorMap.set('label1', 'red');
    scale.chartLabelsColorMap.set('label2', 'blue');
    scale.chartLabelsColorMap.set('label3', 'green');
    expect(scale.getNextAvailableColor('label2', 'blue')).toBe('blue');
  });

  test('keeps the current colour when nothing is less used', () => {
    const scale = createCategoricalColorScale(RGB);
    scale('cat');
    scale('dog');
    expect(scale.getNextAvailableColor('label2', 'green')).toBe('green');
  });
});

describe('setColor, getColorMap, domain, range, copy', () => {
  test('setColor overrides and returns the scale', () => {
    const scale = createCategoricalColorScale(RGB);
    expect(scale.setColor('pig', 'pink')).toBe(scale);
    expect(scale('pig')).toBe('pink');
  });

  test('separate scales keep separate forced colours', () => {
    const one = createCategoricalColorScale(RGB).setColor('pig', 'black');
    const two = createCategoricalColorScale(RGB).setColor('pig', 'pink');
    expect(two('pig')).toBe('pink');
    expect(one('pig')).toBe('black');
  });

  test('getColorMap lists coloured and forced labels', () => {
    const one = createCategoricalColorScale(RGB).setColor('cow', 'black');
    const two = createCategoricalColorScale(RGB, one.forcedColors).setColor('pig', 'pink');
    two('cow');
    two('pig');
    two('horse');
    expect(two.getColorMap()).toEqual({ cow: 'black', pig: 'pink', horse: 'blue' });
  });

  test('domain lists labels in order; setDomain fixes it', () => {
    const scale = createCategoricalColorScale(RGB);
    scale('pig');
    expect(scale.domain()).toEqual(['pig']);
    const fixed = createCategoricalColorScale(RGB).setDomain(['dog', 'pig', 'cat']);
    expect(fixed('pig')).toBe('red');
  });

  test('range reads and replaces the colours', () => {
    const scale = createCategoricalColorScale(RGB);
    expect(scale.range()).toEqual(RGB);
    scale.setRange(['pink', 'gray', 'yellow']);
    expect(scale.range()).toEqual(['pink', 'gray', 'yellow']);
    expect(scale('a')).toBe('pink');
  });

  test('copy is independent', () => {
    const scale = createCategoricalColorScale(RGB);
    scale('dog');
    const copy = scale.copy();
    expect(copy).not.toBe(scale);
    expect(copy('cat')).toBe(scale('cat'));
    expect(copy.domain()).toEqual(scale.domain());
    copy.setColor('x', 'pink');
    expect(scale('x')).not.toBe('pink');
  });

  test('an empty scheme gives empty colours', () => {
    expect(createCategoricalColorScale([])('a')).toBe('');
  });
});

describe('getAnalogousColors', () => {
  test('gives count shades per colour, interleaved', () => {
    const shades = getAnalogousColors(['#ff0000', '#0000ff'], 2);
    expect(shades).toHaveLength(4);
    shades.forEach((shade) => expect(shade).toMatch(/^#[0-9a-f]{6}$/));
    expect(shades).not.toContain('#ff0000');
  });

  test('steps the hue by 12 degrees', () => {
    // red (hue 0) with 1 shade: start at 0 - 24 = 336, then 348, 0, 12; the first three are skipped.
    expect(getAnalogousColors(['#ff0000'], 1)).toEqual(['#ff3300']);
  });
});
