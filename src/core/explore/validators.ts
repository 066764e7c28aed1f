/** Control validators with the spec's messages (X14.01–X14.07, D17.04–D17.06) and how a control's errors are formed. */
import type { ControlConfig, ValidatorName } from '../chart-plugin';

/** A validator's answer: false when the value is fine, else the message. */
export type ValidatorResult = string | false;
/** A validator: the value and the explore state (for validators that look at other controls). */
export type Validator = (value: unknown, state?: unknown) => ValidatorResult;

/** The messages, as the control shows them after its label. */
export const VALIDATION_MESSAGES = {
  integer: 'is expected to be an integer',
  number: 'is expected to be a number',
  nonEmpty: 'cannot be empty',
} as const;

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '' && v !== false && v !== 0;

/** Integer check (X14.01): an empty value passes; anything else must read as a whole number ('10', 10, '10.0'). */
export function validateInteger(value: unknown): ValidatorResult {
  if (!present(value)) return false;
  const n = Number(value);
  return Number.isNaN(n) || parseInt(String(value), 10) !== n ? VALIDATION_MESSAGES.integer : false;
}

/** Number check, lenient variant (X14.02): an empty value passes; anything else must read as a number. */
export function validateNumberLenient(value: unknown): ValidatorResult {
  if (!present(value)) return false;
  return Number.isNaN(Number(value)) ? VALIDATION_MESSAGES.number : false;
}

/** Number check, strict variant (X14.02): the value must be a finite number or text of one; empty fails. */
export function validateNumber(value: unknown): ValidatorResult {
  if (typeof value === 'number') return Number.isFinite(value) ? false : VALIDATION_MESSAGES.number;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return false;
  return VALIDATION_MESSAGES.number;
}

/** Whether a value counts as empty: null, undefined, '' or [] (X14.03). */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Non-empty check (X14.03): null, '' and [] fail with 'cannot be empty'. */
export function validateNonEmpty(value: unknown): ValidatorResult {
  return isEmptyValue(value) ? VALIDATION_MESSAGES.nonEmpty : false;
}

/** The validators control declarations name (ControlConfig.validators). */
export const VALIDATORS: Readonly<Record<ValidatorName, Validator>> = {
  nonEmpty: validateNonEmpty,
  integer: validateInteger,
  number: validateNumberLenient,
};

/** How a control is validated: its declared validators, and for form-config controls whether a value is required. */
export interface ValidatedControl {
  validators?: ControlConfig['validators'];
  /** A form-config control (the filter configuration form): it skips its validators when empty and not required. */
  formConfig?: boolean;
  required?: boolean;
}

/**
 * A control's errors (X14.06, D17.05): each validator runs with the value and the state, and their messages plus the
 * errors supplied from outside (a server answer, a chart plugin) form the list. A form-config control that is empty
 * and not required runs none.
 */
export function controlErrors(
  control: ValidatedControl,
  value: unknown,
  state?: unknown,
  externalErrors: readonly string[] = [],
): string[] {
  const skip = control.formConfig === true && !control.required && isEmptyValue(value);
  const own = skip
    ? []
    : (control.validators ?? [])
        .map((validator) => (typeof validator === 'function' ? validator : VALIDATORS[validator])(value, state))
        .filter((m): m is string => m !== false);
  return [...own, ...externalErrors];
}

/** Debounce of the text control's typing before its value is committed (choice: not shown for text controls). */
export const TEXT_CONTROL_DEBOUNCE_MS = 300;
/** Debounce of the number-range control (X14.07). */
export const NUMBER_RANGE_DEBOUNCE_MS = 300;

/**
 * A typed value of a numeric text control (X14.07): with the float flag a number (text ending in '.' or '0' stays
 * text, so '1.' and '1.0' can still be typed), with the integer flag an integer; a bad value stays text with the
 * validator's message. Empty text stays ''.
 */
export function parseNumericInput(
  text: string,
  flags: { isInt?: boolean; isFloat?: boolean },
): { value: string | number; errors: string[] } {
  if (text === '') return { value: '', errors: [] };
  if (flags.isFloat) {
    const error = validateNumberLenient(text);
    if (error) return { value: text, errors: [error] };
    return { value: /[.0]$/.test(text) ? text : parseFloat(text), errors: [] };
  }
  if (flags.isInt) {
    const error = validateInteger(text);
    if (error) return { value: text, errors: [error] };
    return { value: parseInt(text, 10), errors: [] };
  }
  return { value: text, errors: [] };
}
