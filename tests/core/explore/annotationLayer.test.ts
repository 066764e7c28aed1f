import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_SOURCE_TYPES,
  ANNOTATION_TYPES,
  annotationLayerErrors,
  compileFormula,
  createAnnotationLayer,
  isValidAnnotationLayer,
  sourceTypesFor,
} from '../../../src/core/explore';

describe('annotation layers (D2.33)', () => {
  it('D2.33 the four types (formula, event, interval, time series) and the native source, with their labels', () => {
    expect(Object.keys(ANNOTATION_TYPES)).toEqual(['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES']);
    expect(Object.values(ANNOTATION_TYPES)).toEqual(['Formula', 'Event', 'Interval', 'Time series']);
    expect(ANNOTATION_SOURCE_TYPES.NATIVE).toBe('Superset annotation');
    expect(sourceTypesFor('FORMULA')).toEqual(['']);
    expect(sourceTypesFor('EVENT')).toEqual(['NATIVE', 'table']);
    expect(sourceTypesFor('INTERVAL')).toEqual(['NATIVE', 'table']);
    expect(sourceTypesFor('TIME_SERIES')).toEqual(['line']);
  });

  it('D2.33 a new layer holds name, sourceType, value and overrides, shown, in the first source its type takes', () => {
    const layer = createAnnotationLayer('EVENT');
    expect(layer).toMatchObject({ name: '', annotationType: 'EVENT', sourceType: 'NATIVE', value: '', show: true });
    expect(layer.overrides).toEqual({});
    expect(createAnnotationLayer('FORMULA').sourceType).toBe('');
    // A chart source reads the main chart's time range unless told otherwise (Superset's default override).
    expect(createAnnotationLayer('TIME_SERIES').overrides).toEqual({ time_range: null });
  });

  it('D2.33 a formula layer is valid with a name and a formula of x', () => {
    const layer = { ...createAnnotationLayer('FORMULA'), name: 'Target', value: '2 * x + 10' };
    expect(annotationLayerErrors(layer, [])).toEqual({});
    expect(isValidAnnotationLayer(layer, [])).toBe(true);
    expect(annotationLayerErrors({ ...layer, value: '2 * (x' }, [])).toEqual({ value: 'is not a valid formula' });
    expect(annotationLayerErrors({ ...layer, value: 'alert(1)' }, [])).toEqual({ value: 'is not a valid formula' });
    expect(annotationLayerErrors({ ...layer, name: ' ', value: '' }, [])).toEqual({
      name: 'cannot be empty',
      value: 'cannot be empty',
    });
  });

  it('D2.33 names are unique among the chart layers (annotation data is keyed by name)', () => {
    const layer = { ...createAnnotationLayer('FORMULA'), name: 'Target', value: 'x' };
    expect(annotationLayerErrors(layer, ['Target'])).toEqual({ name: 'must be unique' });
    expect(annotationLayerErrors(layer, ['Other'])).toEqual({});
  });

  it('D2.33 a native event or interval layer names its annotation layer by id; a table source names its columns', () => {
    const native = { ...createAnnotationLayer('INTERVAL'), name: 'Releases', value: 4 };
    expect(annotationLayerErrors(native, [])).toEqual({});
    expect(annotationLayerErrors({ ...native, value: 'four' }, [])).toEqual({ value: 'is expected to be an integer' });
    const table = { ...native, sourceType: 'table' as const, value: 12 };
    expect(annotationLayerErrors(table, [])).toEqual({
      timeColumn: 'cannot be empty',
      intervalEndColumn: 'cannot be empty',
    });
    expect(annotationLayerErrors({ ...table, timeColumn: 'start', intervalEndColumn: 'end' }, [])).toEqual({});
    const event = { ...createAnnotationLayer('EVENT'), name: 'E', sourceType: 'table' as const, value: 12 };
    expect(annotationLayerErrors(event, [])).toEqual({ timeColumn: 'cannot be empty' });
  });

  it('D2.33 a source its type does not take, an unknown type and overrides outside the four keys are refused', () => {
    const series = { ...createAnnotationLayer('TIME_SERIES'), name: 'Other chart', value: 7 };
    expect(annotationLayerErrors(series, [])).toEqual({});
    expect(annotationLayerErrors({ ...series, sourceType: 'NATIVE' }, [])).toEqual({
      sourceType: 'is not a source of a Time series layer',
    });
    expect(
      annotationLayerErrors({ ...series, annotationType: 'BAND' as unknown as 'EVENT', sourceType: 'NATIVE' }, []),
    ).toEqual({ annotationType: 'is not an annotation type' });
    const overrides = { time_range: null, row_limit: 5 } as NonNullable<typeof series.overrides>;
    expect(annotationLayerErrors({ ...series, overrides }, [])).toEqual({
      overrides: 'takes only granularity, time_grain_sqla, time_range and time_shift',
    });
  });

  it('D2.33 compileFormula reads arithmetic of x with powers, functions and constants, and nothing else', () => {
    expect(compileFormula('2 * x + 10')?.(3)).toBe(16);
    expect(compileFormula('-x^2')?.(3)).toBe(-9);
    expect(compileFormula('2^3^2')?.(0)).toBe(512);
    expect(compileFormula('sqrt(x) + max(1, 2, 3)')?.(16)).toBe(7);
    expect(compileFormula('sin(pi / 2) * e')?.(0)).toBeCloseTo(Math.E);
    expect(compileFormula('10 % 4 / (1 + 1)')?.(0)).toBe(1);
    expect(compileFormula('1e3 + .5')?.(0)).toBe(1000.5);
    for (const bad of ['', 'x +', '(x', 'x)', 'y', 'constructor', 'max()', 'x x', '2 ** 3', 'sqrt']) {
      expect(compileFormula(bad), bad).toBeNull();
    }
  });
});
