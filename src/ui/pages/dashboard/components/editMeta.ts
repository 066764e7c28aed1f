/** The one way a component's own editor changes it: the store's layout action, which refuses a text over its limit. */
import type { LayoutMeta } from '../../../../core/layout';
import { dispatchLayout } from '../../../../state/dashboard';

/** Changes a component's meta (updateMeta); a text over its limit is refused with a toast (applyLayoutAction's
 * check) and changes nothing. Answers null, or the refusal message. */
export function editComponentMeta(id: string, meta: Partial<LayoutMeta>): string | null {
  return dispatchLayout({ type: 'updateMeta', id, meta });
}
