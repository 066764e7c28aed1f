import { describe, expect, it } from 'vitest';
import { errorMessage, formatText, MESSAGES } from '../../../src/core/api';

describe('formatText', () => {
  it('fills %s in order', () => {
    expect(formatText(MESSAGES.fetchListError, 'chart', 'boom')).toBe('An error occurred while fetching charts: boom');
    expect(formatText(MESSAGES.fetchInfoError, 'chart', 'boom')).toBe(
      'An error occurred while fetching chart info: boom',
    );
    expect(formatText(MESSAGES.deleteIssueWithReason, 'Sales', 'Forbidden')).toBe(
      'There was an issue deleting Sales: Forbidden',
    );
  });
});

describe('errorMessage', () => {
  it('reads {message}', () => {
    expect(errorMessage({ message: 'Forbidden' }, 403)).toBe('Forbidden');
  });

  it('reads the first of {errors}', () => {
    expect(errorMessage({ errors: [{ message: 'first' }, { message: 'second' }] }, 422)).toBe('first');
  });

  it('flattens marshmallow field messages', () => {
    expect(errorMessage({ message: { slice_name: ['Missing data for required field.'] } }, 400)).toBe(
      'slice_name: Missing data for required field.',
    );
  });

  it('reads {error}', () => {
    expect(errorMessage({ error: 'nope' }, 500)).toBe('nope');
  });

  it('falls back to the status text, never to an HTML page', () => {
    expect(errorMessage('<html>oops</html>', 502, 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorMessage(null, 500)).toBe('HTTP 500');
  });
});
