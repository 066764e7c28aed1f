import { describe, expect, it } from 'vitest';
import { classifyImportError, PASSWORD_NEEDED } from '../../../src/core/api';

const exists = 'Chart already exists and `overwrite=true` was not passed';

describe('import error classification (spec 002 §5)', () => {
  it("is a password request when a file says 'Must provide a password for the database'", () => {
    const body = {
      errors: [
        {
          message: 'Error importing dashboard',
          error_type: 'GENERIC_COMMAND_ERROR',
          extra: { 'databases/examples.yaml': { _schema: [PASSWORD_NEEDED] }, issue_codes: [{ code: 1010 }] },
        },
      ],
    };
    expect(classifyImportError(body)).toEqual({
      kind: 'prompt',
      passwordsNeeded: ['databases/examples.yaml'],
      alreadyExists: [],
    });
  });

  it('is an overwrite request when an item already exists and overwrite was not passed', () => {
    const body = { errors: [{ message: 'Error importing chart', extra: { 'charts/a.yaml': exists } }] };
    expect(classifyImportError(body)).toEqual({
      kind: 'prompt',
      passwordsNeeded: [],
      alreadyExists: ['charts/a.yaml'],
    });
  });

  it('collects both prompts at once', () => {
    const body = {
      errors: [
        { message: 'x', extra: { 'databases/d.yaml': { _schema: [PASSWORD_NEEDED] }, 'charts/c.yaml': exists } },
      ],
    };
    expect(classifyImportError(body)).toEqual({
      kind: 'prompt',
      passwordsNeeded: ['databases/d.yaml'],
      alreadyExists: ['charts/c.yaml'],
    });
  });

  it('reads the older {message: {file: payload}} shape', () => {
    const body = { message: { 'databases/d.yaml': { _schema: [PASSWORD_NEEDED] } } };
    expect(classifyImportError(body)).toMatchObject({ kind: 'prompt', passwordsNeeded: ['databases/d.yaml'] });
  });

  it('is a failure when any file has another problem', () => {
    const body = {
      errors: [
        {
          message: 'Error importing chart',
          extra: { 'charts/a.yaml': exists, 'datasets/b.yaml': { table_name: ['Missing data for required field.'] } },
        },
      ],
    };
    const outcome = classifyImportError(body);
    expect(outcome.kind).toBe('failure');
    expect(outcome.kind === 'failure' && outcome.message).toContain('datasets/b.yaml');
  });

  it('is a failure for a plain message', () => {
    expect(classifyImportError({ message: 'Not a ZIP file' })).toEqual({ kind: 'failure', message: 'Not a ZIP file' });
  });

  it('is a failure when errors name no file', () => {
    const body = { errors: [{ message: 'Import is broken', extra: { issue_codes: [] } }] };
    expect(classifyImportError(body)).toEqual({ kind: 'failure', message: 'Import is broken' });
  });

  it('is a failure with the fallback text for an empty body', () => {
    expect(classifyImportError(null, 'HTTP 500')).toEqual({ kind: 'failure', message: 'HTTP 500' });
  });

  it('is not a password request when the password text is one of several schema errors', () => {
    const body = { message: { 'databases/d.yaml': { _schema: [PASSWORD_NEEDED, 'Bad URI'] } } };
    expect(classifyImportError(body).kind).toBe('failure');
  });
});
