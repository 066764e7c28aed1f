/** Owner names, initials and the avatar group's cap (X3.03: at most 4 shown). */

/** An owner as Superset's list and detail APIs return it. */
export interface Owner {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}

/** How many owners an avatar group shows before '+N'. */
export const MAX_AVATARS = 4;

/** 'First Last', else the username, else ''. */
export function ownerName(owner: Owner): string {
  const full = [owner.first_name, owner.last_name].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
  return full || (owner.username ?? '').trim();
}

/** Up to two capital letters from the owner's name; '?' when there is no name. */
export function initials(owner: Owner): string {
  const words = ownerName(owner).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w!.charAt(0).toUpperCase()).join('') || '?';
}

/** The owners shown as avatars and the ones counted in '+N'. */
export function avatarGroup<T extends Owner>(owners: readonly T[], max: number = MAX_AVATARS): { shown: T[]; rest: T[] } {
  return { shown: owners.slice(0, max), rest: owners.slice(max) };
}
