/** The background a header, row or column may have (Superset's meta.background values). */
import type { MenuAction } from '../../../kit';
import { editComponentMeta } from './editMeta';

export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';

/** The colour a meta.background draws: white, or nothing (transparent, absent or unknown). */
export function backgroundColor(background: string | undefined): string | undefined {
  return background === BACKGROUND_WHITE ? 'var(--surface, #fff)' : undefined;
}

/** A mark for the item of a menu that is already chosen. */
export const chosen = (label: string, on: boolean): string => (on ? `✓ ${label}` : label);

/** The two background items of a component's menu; the current one is marked. */
export function backgroundActions(id: string, background: string | undefined): MenuAction[] {
  const white = background === BACKGROUND_WHITE;
  return [
    {
      id: 'background-transparent',
      label: chosen('Transparent background', !white),
      onAction: () => void editComponentMeta(id, { background: BACKGROUND_TRANSPARENT }),
    },
    {
      id: 'background-white',
      label: chosen('White background', white),
      onAction: () => void editComponentMeta(id, { background: BACKGROUND_WHITE }),
    },
  ];
}
