import { describe, expect, it } from 'vitest';
import { asPerson, personName } from '../../../src/core/api';

describe('person names', () => {
  it("X3.03 a person is called 'First Last', else by the username, else ''", () => {
    expect(personName({ first_name: 'Ada', last_name: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(personName({ first_name: 'Ada', last_name: '' })).toBe('Ada');
    expect(personName({ first_name: '', last_name: 'Min' })).toBe('Min');
    expect(personName({ first_name: ' ', last_name: null, username: 'grace' })).toBe('grace');
    expect(personName({ first_name: ' Ada ', last_name: ' Min ' })).toBe('Ada Min');
    expect(personName({})).toBe('');
  });

  it('reads a person embedded in an API answer, and nothing else', () => {
    expect(asPerson({ id: 3, first_name: 'Ada', last_name: 'Min', extra: 1 })).toEqual({
      id: 3,
      first_name: 'Ada',
      last_name: 'Min',
      username: null,
    });
    expect(asPerson({ username: 'grace' })).toEqual({ id: 0, first_name: null, last_name: null, username: 'grace' });
    expect(asPerson({ id: '7', first_name: 5 })).toEqual({ id: 7, first_name: null, last_name: null, username: null });
    expect(asPerson(null)).toBeNull();
    expect(asPerson('Ada')).toBeNull();
    expect(asPerson([])).toBeNull();
  });
});
