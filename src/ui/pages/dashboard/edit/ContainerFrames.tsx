/**
 * The outlines of rows, columns and tabs containers in edit mode, each with its move handle and trash button (and a
 * column its width handle): containers draw nothing of their own in view mode. An empty row or column shows as a
 * drop area (the grid gives it EMPTY_CONTAINER_HEIGHT in edit mode) marked as Superset marks it.
 */
import { memo } from 'react';
import { GRID_GUTTER_SIZE } from '../../../../core/layout';
import type { GridLayout, PlacedComponent } from '../../../../core/layout';
import { ComponentChrome } from './ComponentChrome';

const FRAMED = new Set(['ROW', 'COLUMN', 'TABS']);
const EMPTY_TEXT: Record<string, string> = { ROW: 'Empty row', COLUMN: 'Empty column' };

const ContainerFrame = memo(function ContainerFrame({
  component: c,
  empty,
  gridWidth,
}: {
  component: PlacedComponent;
  empty: boolean;
  gridWidth: number;
}) {
  return (
    <div
      className={`dash-container-frame dash-container-${c.type.toLowerCase()}${empty ? ' dash-container-empty' : ''}`}
      data-test={`container-${c.id}`}
      style={{
        position: 'absolute',
        left: c.rect.x,
        top: c.rect.y,
        width: c.rect.width,
        height: Math.max(c.rect.height, empty ? GRID_GUTTER_SIZE : 0),
      }}
    >
      {empty && EMPTY_TEXT[c.type] ? <span className="dash-container-placeholder">{EMPTY_TEXT[c.type]}</span> : null}
      <ComponentChrome id={c.id} type={c.type} meta={c.meta} gridWidth={gridWidth} />
    </div>
  );
});

/** The frames of the shown rows, columns and tabs containers that have come near the screen. */
export function ContainerFrames({
  grid,
  emptyIds,
  near,
}: {
  grid: GridLayout;
  emptyIds: ReadonlySet<string>;
  near: ReadonlySet<string>;
}) {
  return (
    <>
      {grid.components
        .filter((c) => FRAMED.has(c.type) && near.has(c.id))
        .map((c) => (
          <ContainerFrame key={c.id} component={c} empty={emptyIds.has(c.id)} gridWidth={grid.width} />
        ))}
    </>
  );
}
