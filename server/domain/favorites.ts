/** Favourites (favstar): which objects a user starred. */
import { now } from '../clock';
import type { AppContext } from '../context';

/** Marks an object as a user's favourite (idempotent). */
export async function addFavorite(ctx: AppContext, userId: number, className: string, objId: number): Promise<void> {
  const db = ctx.store.db;
  await db
    .insertInto('favstar')
    .values({ user_id: userId, class_name: className, obj_id: objId, dttm: now().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
    .execute();
}
