/** The one way a component's own editor changes it: the text limits first, then the store's layout action. */
import { layoutTextProblem } from '../../../../core/layout';
import type { LayoutComponentType, LayoutMeta } from '../../../../core/layout';
import { addDangerToast } from '../../../../state/app';
import { dispatchLayout } from '../../../../state/dashboard';

/** Changes a component's meta (updateMeta); a text over its limit is refused with a toast and changes nothing.
 * Answers null, or the refusal message. */
export function editComponentMeta(type: LayoutComponentType, id: string, meta: Partial<LayoutMeta>): string | null {
  const problem = layoutTextProblem(type, meta);
  if (problem) {
    addDangerToast(problem);
    return problem;
  }
  return dispatchLayout({ type: 'updateMeta', id, meta });
}
