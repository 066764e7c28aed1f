/**
 * Rows' and columns' backgrounds: a white one is drawn behind everything in it (under the charts' canvas too), and in
 * edit mode each row and column has a small menu to pick transparent or white.
 */
import { memo } from 'react';
import type { PlacedComponent } from '../../../../core/layout';
import { BACKGROUND_WHITE, backgroundActions, backgroundColor } from './background';
import { LazyActionMenu } from './LazyActionMenu';

const CONTAINERS = new Set(['ROW', 'COLUMN']);
const NAMES: Record<string, string> = { ROW: 'Row', COLUMN: 'Column' };
/** Where the background menus sit, clear of the edit chrome's move and delete buttons (a row's stacked at its left
 * edge, 52 px tall; a column's side by side at its top-left corner, 52 px wide). */
const ROW_MENU_OFFSET = { x: -16, y: 56 };
const COLUMN_MENU_OFFSET = { x: 58, y: 2 };

/** The rows and columns among a grid's placed components, in reading order (top to bottom, left to right, an outer
 * one before the inner one at its corner): the order their menus take the focus in. */
export function rowsAndColumns(components: readonly PlacedComponent[]): PlacedComponent[] {
  const area = (c: PlacedComponent): number => c.rect.width * c.rect.height;
  return components
    .filter((c) => CONTAINERS.has(c.type))
    .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x || area(b) - area(a));
}

/**
 * Draws the white backgrounds (a layer below the canvas) and, in edit mode, the background menus (a layer above) of
 * the rows and columns that have come near the screen, as their edit chrome is: a thousand-chart dashboard has
 * hundreds of rows.
 */
export const ContainerBackgrounds = memo(function ContainerBackgrounds(props: {
  containers: readonly PlacedComponent[];
  editMode: boolean;
  /** The ids of the components that have come near the screen. */
  near: ReadonlySet<string>;
}) {
  const { containers, editMode, near } = props;
  const white = containers.filter((c) => c.meta.background === BACKGROUND_WHITE);
  // Rows and columns are named by their order on the page: 'Row 2 background'.
  const seen: Record<string, number> = {};
  const names = containers.map((c) => `${NAMES[c.type] ?? c.type} ${(seen[c.type] = (seen[c.type] ?? 0) + 1)}`);
  return (
    <>
      <div className="dashboard-backgrounds" aria-hidden="true">
        {white.map((c) => (
          <div
            key={c.id}
            data-background-of={c.id}
            style={{
              left: c.rect.x,
              top: c.rect.y,
              width: c.rect.width,
              height: c.rect.height,
              background: backgroundColor(c.meta.background),
            }}
          />
        ))}
      </div>
      {editMode && (
        <div className="dashboard-background-menus">
          {containers.map((c, i) =>
            near.has(c.id) ? (
              <span
                key={c.id}
                className="dashboard-component-menu"
                data-menu-of={c.id}
                style={
                  c.type === 'ROW'
                    ? { left: c.rect.x + ROW_MENU_OFFSET.x, top: c.rect.y + ROW_MENU_OFFSET.y }
                    : { left: c.rect.x + COLUMN_MENU_OFFSET.x, top: c.rect.y + COLUMN_MENU_OFFSET.y }
                }
              >
                <LazyActionMenu
                  label={`${names[i] ?? c.type} background`}
                  items={backgroundActions(c.id, c.meta.background)}
                />
              </span>
            ) : null,
          )}
        </div>
      )}
    </>
  );
});
