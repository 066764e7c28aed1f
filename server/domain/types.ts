/** The shapes the domain modules share: rows as read and written, the query a visibility rule narrows, who acts. */
import type { SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../context';
import type { Principal } from '../security/principal';
import type { Database, TableName } from '../store/schema';

/** A stored row or an API item, by field name. */
export type Row = Record<string, unknown>;

/**
 * A query over a resource's table, possibly joined to others (the related-objects and dashboards-of-a-chart
 * queries reuse a resource's visibility rule): resources address their table by name at run time.
 */
export type Query = SelectQueryBuilder<Database, TableName, object>;

/** Who acts, in which instance: what a domain operation needs of a request. */
export interface Actor {
  ctx: AppContext;
  user: Principal;
}
