/** Helpers for building the values of an insert or update field by field. */
import { unprocessable } from '../http/errors';

/** A value a new row cannot do without: the create schemas require it, so a missing one answers that field's error. */
export function required<T>(value: T | null | undefined, field: string): T {
  if (value === undefined || value === null) throw unprocessable({ [field]: ['Missing data for required field.'] });
  return value;
}

/** Copies onto `values` each of `keys` that the request body gives (leaves out the undefined ones). */
export function copyGiven<T extends object, K extends keyof T>(
  values: T,
  body: { [P in K]?: T[P] | undefined },
  keys: readonly K[],
): void {
  for (const k of keys) {
    const v = body[k];
    if (v !== undefined) values[k] = v;
  }
}
