/** How a person (an owner, a query's user, the signed-in user) is named, in the app and on the server alike. */

/** A person as Superset's APIs embed one; every name part may be missing. */
export interface Person {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}

/** 'First Last' (each part trimmed, empty parts dropped), else the username, else ''. */
export function personName(person: Omit<Person, 'id'>): string {
  const full = [person.first_name, person.last_name]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return full || (person.username ?? '').trim();
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The person in an untyped API value (a list row's `owners[i]`, a query's `user`), or null when it is none. */
export function asPerson(value: unknown): Person | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const r = value as Record<string, unknown>;
  const id = Number(r.id);
  return {
    id: Number.isFinite(id) ? id : 0,
    first_name: textOrNull(r.first_name),
    last_name: textOrNull(r.last_name),
    username: textOrNull(r.username),
  };
}
