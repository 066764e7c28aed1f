/** Owners' initials and the avatar group's cap (X3.03: at most 4 shown); names follow src/core's personName. */
import { personName, type Person } from '../../core/api';

/** An owner as Superset's list and detail APIs return it. */
export type Owner = Person;

/** How many owners an avatar group shows before '+N'. */
export const MAX_AVATARS = 4;

/** Up to two capital letters from the owner's name; '?' when there is no name. */
export function initials(owner: Owner): string {
  const words = personName(owner).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w!.charAt(0).toUpperCase()).join('') || '?';
}

/** The owners shown as avatars and the ones counted in '+N'. */
export function avatarGroup<T extends Owner>(
  owners: readonly T[],
  max: number = MAX_AVATARS,
): { shown: T[]; rest: T[] } {
  return { shown: owners.slice(0, max), rest: owners.slice(max) };
}
