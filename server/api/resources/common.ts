/** Filters and related-field specs shared by several resources. */
import { sql } from 'kysely';
import { z } from 'zod';
import { asPerson, personName } from '../../../src/core/api';
import type { Query, RelatedSpec, RequestScope } from '../resource';

/** A case-insensitive "contains" over several columns (chart_all_text, dashboard_all_text, ...). */
export const textSearch =
  (columns: string[]) =>
  (q: Query, value: unknown): Query => {
    const text = String(value ?? '').toLowerCase();
    if (!text) return q;
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return q.where((eb) =>
      eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', sql`${pattern} escape '\\'`))),
    );
  };

/** `<x>_is_favorite`: true keeps the user's favourites, false keeps the others. */
export const favoriteFilter =
  (className: string, idColumn: string) =>
  (q: Query, value: unknown, scope: RequestScope): Query => {
    const favs = sql<boolean>`exists (select 1 from favstar f where f.obj_id = ${sql.ref(idColumn)} and f.class_name = ${className} and f.user_id = ${scope.user.id})`;
    return value === false || value === 'false' ? q.where(sql<boolean>`not ${favs}`) : q.where(favs);
  };

/** Users offered for owners / created_by / changed_by pickers. */
export const userRelated: RelatedSpec = {
  table: 'ab_user',
  value: 'id',
  text: (r) => personName(asPerson(r) ?? {}),
  searchColumns: ['first_name', 'last_name', 'username', 'email'],
  extra: (r) => ({ email: r.email ?? null, active: Number(r.active) === 1 }),
};

/** Fields a GET answers that a PUT may send back unchanged: accepted and ignored. */
export const readOnly = (keys: string[]): Record<string, z.ZodOptional<z.ZodUnknown>> =>
  Object.fromEntries(keys.map((k) => [k, z.unknown().optional()]));
