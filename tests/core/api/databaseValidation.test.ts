import { describe, expect, it } from 'vitest';
import { mapValidationErrors, REQUIRED_FIELD } from '../../../src/core/api';

const missing = {
  message: 'One or more parameters are missing: database, host',
  error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
  extra: { missing: ['database', 'host'] },
};
const denied = {
  message: 'Either the username or password is incorrect.',
  error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
  extra: { invalid: ['username', 'password'] },
};
const badPort = {
  message: 'Port must be a valid integer.',
  error_type: 'CONNECTION_INVALID_PORT_ERROR',
  extra: { invalid: ['port'] },
};

describe('validate_parameters error mapping (spec 002 §5, §8)', () => {
  it("maps missing parameters to 'This is a required field' when forced", () => {
    expect(mapValidationErrors([missing], true)).toEqual({ database: REQUIRED_FIELD, host: REQUIRED_FIELD });
    expect(REQUIRED_FIELD).toBe('This is a required field');
  });

  it('hides missing-parameter and access-denied errors unless forced', () => {
    expect(mapValidationErrors([missing, denied], false)).toEqual({});
  });

  it('shows access-denied on the invalid fields when forced', () => {
    expect(mapValidationErrors([denied], true)).toEqual({
      username: denied.message,
      password: denied.message,
    });
  });

  it('always maps other errors onto their invalid fields', () => {
    expect(mapValidationErrors([badPort, missing], false)).toEqual({ port: badPort.message });
  });

  it('keeps an error that names no field under _general', () => {
    expect(mapValidationErrors([{ message: 'Engine is not available', extra: {} }], false)).toEqual({
      _general: 'Engine is not available',
    });
  });
});
