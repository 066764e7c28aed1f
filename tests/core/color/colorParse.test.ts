import { describe, expect, test } from 'vitest';
import {
  addAlpha,
  DEFAULT_FIXED_COLOR,
  getContrastingColor,
  isValidHexColor,
  parseColor,
  rgbaToArray,
  rgbaToString,
  rgbToHex,
  round,
  splitRgbAlpha,
  toRgbaHex,
  validateColor,
} from '../../../src/core/color';

describe('getContrastingColor (threshold 186)', () => {
  test.each([
    ['#000', '#FFF'],
    ['#000000', '#FFF'],
    ['000000', '#FFF'],
    ['rgb(0, 0, 0)', '#FFF'],
    ['rgb(255, 255, 255)', '#000'],
    ['#FFF', '#000'],
    ['#1FA8C9', '#FFF'],
    ['#FCC700', '#000'],
    ['#BBBBBB', '#000'],
    ['#BABABA', '#FFF'],
  ])('text on %s is %s', (color, expected) => {
    expect(getContrastingColor(color)).toBe(expected);
  });

  test('takes another threshold', () => {
    expect(getContrastingColor('rgb(255, 255, 255)', 255)).toBe('#FFF');
  });

  test.each(['rgba(0, 0, 0, 0.1)', '#0000', 'red'])('throws on %s', (color) => {
    expect(() => getContrastingColor(color)).toThrow();
  });
});

describe('addAlpha', () => {
  test.each([
    ['#000000', 0.2, '#00000033'],
    ['#FFFFFF', 0.5, '#FFFFFF80'],
    ['#FFFFFF', 0, '#FFFFFF00'],
    ['#FFFFFF', 1, '#FFFFFFFF'],
  ])('%s at %s is %s', (color, opacity, expected) => {
    expect(addAlpha(color, opacity)).toBe(expected);
  });

  test.each([-0.1, 1.1])('opacity %s is refused', (opacity) => {
    expect(() => addAlpha('#000000', opacity)).toThrow('The opacity should between 0 and 1');
  });
});

describe('hex and rgb parsing', () => {
  test.each([
    ['#abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['#007A87', { r: 0, g: 122, b: 135, a: 1 }],
    ['#007A8780', { r: 0, g: 122, b: 135, a: 0.5 }],
    ['#fff8', { r: 255, g: 255, b: 255, a: 0.53 }],
    ['rgb(0, 122, 135)', { r: 0, g: 122, b: 135, a: 1 }],
    ['rgba(0,122,135,0.4)', { r: 0, g: 122, b: 135, a: 0.4 }],
  ])('%s reads %j', (text, rgba) => {
    expect(parseColor(text)).toEqual(rgba);
  });

  test.each(['red', '#12', 'rgb(300, 0, 0)', 'rgba(0,0,0,2)', ''])('%j is not a colour', (text) => {
    expect(parseColor(text)).toBeUndefined();
  });

  test.each([
    ['#abc', true],
    ['abcdef', true],
    ['#abcd', true],
    ['#aabbccdd', true],
    ['#ab', false],
    ['#ggg', false],
    [42, false],
    [undefined, false],
  ])('isValidHexColor(%j) is %s', (value, expected) => {
    expect(isValidHexColor(value)).toBe(expected);
  });

  test.each([
    ['#abc', undefined],
    ['#aabbcc', undefined],
    ['rgb(1, 2, 3)', undefined],
    ['rgba(1, 2, 3, 0.5)', undefined],
    ['#abcd', 'Invalid color'],
    ['blue', 'Invalid color'],
  ])('validateColor(%j) is %j', (value, expected) => {
    expect(validateColor(value)).toBe(expected);
  });
});

describe('conversions', () => {
  test('rgbToHex pads and upper-cases', () => {
    expect(rgbToHex(0, 122, 135)).toBe('#007A87');
    expect(rgbToHex(255, 255, 255)).toBe('#FFFFFF');
  });

  test('toRgbaHex keeps hex and writes RGBA with alpha', () => {
    expect(toRgbaHex('#123456')).toBe('#123456');
    expect(toRgbaHex(DEFAULT_FIXED_COLOR)).toBe('#007A87FF');
    expect(toRgbaHex({ r: 255, a: 0.5 })).toBe('#FF000080');
    expect(toRgbaHex(undefined)).toBe('#000000FF');
  });

  test.each([
    ['#007A8780', { rgb: '#007A87', alpha: 0.5 }],
    ['007A8780', { rgb: '007A87', alpha: 0.5 }],
    ['#fff8', { rgb: '#fff', alpha: 0.53 }],
    ['#007A87', { rgb: '#007A87', alpha: undefined }],
    ['nope', undefined],
  ])('splitRgbAlpha(%j)', (color, expected) => {
    expect(splitRgbAlpha(color)).toEqual(expected);
  });

  test('round avoids binary drift', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(2.5)).toBe(3);
  });

  test('the default fixed colour is r0 g122 b135 a1', () => {
    expect(DEFAULT_FIXED_COLOR).toEqual({ r: 0, g: 122, b: 135, a: 1 });
    expect(rgbaToString(DEFAULT_FIXED_COLOR)).toBe('rgba(0,122,135,1)');
    expect(rgbaToArray({ r: 0, g: 122, b: 135, a: 0.5 })).toEqual([0, 122, 135, 128]);
  });
});
