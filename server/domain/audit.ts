/** Audit fields (created/changed on and by) stamped on writes and rendered on reads. */
import { now } from '../clock';
import { naturalTime } from '../http/humanize';
import type { PersonSummary } from './owners';
import { fullName } from './owners';
import type { Row } from './types';

/** The stamps every audited row carries. */
export interface CreatedStamp {
  uuid: string;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Values for a new row: uuid, created and changed stamps. */
export function createdStamp(userId: number, uuid: string): CreatedStamp {
  const ts = now().toISOString();
  return { uuid, created_on: ts, changed_on: ts, created_by_fk: userId || null, changed_by_fk: userId || null };
}

/** Values for an update: changed stamps. */
export function changedStamp(userId: number): Pick<CreatedStamp, 'changed_on' | 'changed_by_fk'> {
  return { changed_on: now().toISOString(), changed_by_fk: userId || null };
}

/** The audit fields of a row as the list and show endpoints render them. */
export function auditFields(row: Row, people: Map<number, PersonSummary>): Row {
  const at = now();
  const changedBy = people.get(Number(row.changed_by_fk));
  const createdBy = people.get(Number(row.created_by_fk));
  return {
    changed_on: row.changed_on ?? null,
    changed_on_utc: row.changed_on ? `${String(row.changed_on).replace('Z', '')}+00:00` : null,
    changed_on_delta_humanized: naturalTime(row.changed_on as string | null, at),
    created_on: row.created_on ?? null,
    created_on_delta_humanized: naturalTime(row.created_on as string | null, at),
    changed_by: changedBy ?? null,
    changed_by_name: fullName(changedBy) ?? '',
    created_by: createdBy ?? null,
  };
}

/** A stored JSON text parsed, or the fallback when empty or unreadable. */
export function parseJsonText<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || !text.trim()) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't';
