import { describe, expect, it } from 'vitest';
import type { ControlConfig } from '../../../src/core/chart-plugin';
import {
  controlErrors,
  parseNumericInput,
  validateInteger,
  validateNonEmpty,
  validateNumber,
  validateNumberLenient,
} from '../../../src/core/explore';
import { sharedControls } from '../../../src/charts';

describe('validators (X14)', () => {
  it('X14.01 integer: "is expected to be an integer"; empty passes', () => {
    expect(validateInteger('1.5')).toBe('is expected to be an integer');
    expect(validateInteger('abc')).toBe('is expected to be an integer');
    expect(validateInteger('10')).toBe(false);
    expect(validateInteger(10)).toBe(false);
    expect(validateInteger('')).toBe(false);
    expect(validateInteger(null)).toBe(false);
  });
  it('X14.02 number: "is expected to be a number", lenient (empty passes) and strict (finite required)', () => {
    expect(validateNumberLenient('x')).toBe('is expected to be a number');
    expect(validateNumberLenient('')).toBe(false);
    expect(validateNumberLenient('Infinity')).toBe(false);
    expect(validateNumber('Infinity')).toBe('is expected to be a number');
    expect(validateNumber(Number.NaN)).toBe('is expected to be a number');
    expect(validateNumber('')).toBe('is expected to be a number');
    expect(validateNumber(' 2.5 ')).toBe(false);
    expect(validateNumber(0)).toBe(false);
  });
  it('X14.03 non-empty: null, "" and [] give "cannot be empty"', () => {
    for (const v of [null, undefined, '', []]) expect(validateNonEmpty(v)).toBe('cannot be empty');
    expect(validateNonEmpty(['ds'])).toBe(false);
    expect(validateNonEmpty(0)).toBe(false);
  });
  it('X14.04 D17.06 row limit and series limit are free-form and must be integers', () => {
    const rowLimit = sharedControls.row_limit;
    const seriesLimit = sharedControls.limit;
    expect(rowLimit.freeForm && seriesLimit.freeForm).toBe(true);
    expect(controlErrors(rowLimit, '12.5')).toEqual(['is expected to be an integer']);
    expect(controlErrors(seriesLimit, 'ten')).toEqual(['is expected to be an integer']);
    expect(controlErrors(rowLimit, 250)).toEqual([]);
  });
  it('X14.05 D17.04 the metrics control is required (declared non-empty), and the x-axis too', () => {
    expect(controlErrors(sharedControls.metrics, [])).toEqual(['cannot be empty']);
    expect(controlErrors(sharedControls.metric, null)).toEqual(['cannot be empty']);
    expect(controlErrors(sharedControls.x_axis, '')).toEqual(['cannot be empty']);
    expect(controlErrors(sharedControls.metrics, ['count'])).toEqual([]);
  });
  it('X14.06 validators run with the value and the state; their messages plus external errors form the control errors', () => {
    const control: Pick<ControlConfig, 'validators'> = { validators: ['nonEmpty', 'integer'] };
    expect(controlErrors(control, 'x', { controls: {} }, ['The server refused this value'])).toEqual([
      'is expected to be an integer',
      'The server refused this value',
    ]);
  });
  it('X14.06 a chart plugin may declare its own validator; it is called with the value and the explore state', () => {
    const belowRowLimit = (value: unknown, state?: unknown): string | false => {
      const rowLimit = (state as { controls: Record<string, unknown> }).controls.row_limit;
      return Number(value) > Number(rowLimit) ? 'must not exceed the row limit' : false;
    };
    const control: Pick<ControlConfig, 'validators'> = { validators: ['integer', belowRowLimit] };
    expect(controlErrors(control, 200, { controls: { row_limit: 100 } })).toEqual(['must not exceed the row limit']);
    expect(controlErrors(control, 50, { controls: { row_limit: 100 } })).toEqual([]);
  });
  it('X14.06 D17.05 a form-config control skips its validators when empty and not required', () => {
    expect(controlErrors({ validators: ['nonEmpty'], formConfig: true }, '')).toEqual([]);
    expect(controlErrors({ validators: ['nonEmpty'], formConfig: true, required: true }, '')).toEqual([
      'cannot be empty',
    ]);
    expect(controlErrors({ validators: ['integer'], formConfig: true }, 'x')).toEqual(['is expected to be an integer']);
    expect(controlErrors({ validators: ['nonEmpty'] }, '')).toEqual(['cannot be empty']);
  });
  it('X14.07 a numeric text control validates the typed value; float text ending in "." or "0" stays text', () => {
    expect(parseNumericInput('1.5', { isFloat: true })).toEqual({ value: 1.5, errors: [] });
    expect(parseNumericInput('1.', { isFloat: true })).toEqual({ value: '1.', errors: [] });
    expect(parseNumericInput('1.10', { isFloat: true })).toEqual({ value: '1.10', errors: [] });
    expect(parseNumericInput('x', { isFloat: true })).toEqual({ value: 'x', errors: ['is expected to be a number'] });
    expect(parseNumericInput('12', { isInt: true })).toEqual({ value: 12, errors: [] });
    expect(parseNumericInput('1.2', { isInt: true })).toEqual({
      value: '1.2',
      errors: ['is expected to be an integer'],
    });
    expect(parseNumericInput('', { isInt: true })).toEqual({ value: '', errors: [] });
  });
  it('X14.07 X9.16 the periods text controls declare the integer flag their typed value is parsed with', () => {
    for (const control of [sharedControls.rolling_periods, sharedControls.min_periods]) {
      expect(control).toMatchObject({ type: 'TextControl', isInt: true });
      expect(parseNumericInput('7', control)).toEqual({ value: 7, errors: [] });
      expect(parseNumericInput('7.5', control).errors).toEqual(['is expected to be an integer']);
    }
  });
});
