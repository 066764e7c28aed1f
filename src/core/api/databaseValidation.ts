import type { SupersetError } from './types';

/** Shown on a field the server reports missing (spec 002 §5). */
export const REQUIRED_FIELD = 'This is a required field';
/** Success text of a connection test. */
export const CONNECTION_LOOKS_GOOD = 'Connection looks good!';
/** Template of a failed connection test (spec 002 §8). */
export const CONNECTION_ERROR = 'ERROR: %s';
/** Error types shown only when the validation is forced, e.g. on submit (spec 002 §8). */
export const FORCED_ONLY_ERROR_TYPES: readonly string[] = [
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
];
/** Key under which an error that names no field is kept. */
export const GENERAL_ERROR_KEY = '_general';

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * Maps `validate_parameters` errors onto form fields: `extra.invalid` fields get the message,
 * `extra.missing` fields get 'This is a required field', others land under GENERAL_ERROR_KEY.
 * Missing-parameter and access-denied errors count only when `force` is set.
 */
export function mapValidationErrors(errors: readonly SupersetError[], force: boolean): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    if (!force && error.error_type && FORCED_ONLY_ERROR_TYPES.includes(error.error_type)) continue;
    const invalid = stringList(error.extra?.invalid);
    const missing = stringList(error.extra?.missing);
    for (const field of invalid) fields[field] ??= error.message;
    for (const field of missing) fields[field] ??= REQUIRED_FIELD;
    if (!invalid.length && !missing.length) fields[GENERAL_ERROR_KEY] ??= error.message;
  }
  return fields;
}
