/** What a grid cell that is not a chart draws: a header, a divider or a markdown, in view or edit mode. */
import type { PlacedComponent } from '../../../../core/layout';
import { DividerComponent, HeaderComponent } from './Header';
import { MarkdownComponent } from './Markdown';

/**
 * The view of a placed header, divider or markdown component (null for any other type). `near`: whether it is on or
 * near the screen (the default); a markdown far from it is rendered once it comes near, as a chart is loaded then.
 */
export function ComponentView({
  component,
  editMode,
  near = true,
}: {
  component: PlacedComponent;
  editMode: boolean;
  near?: boolean;
}) {
  const { id, meta } = component;
  if (component.type === 'HEADER')
    return <HeaderComponent id={id} meta={meta} height={component.rect.height} editMode={editMode} />;
  if (component.type === 'DIVIDER') return <DividerComponent />;
  if (component.type === 'MARKDOWN')
    return <MarkdownComponent id={id} code={meta.code} editMode={editMode} near={near} />;
  return null;
}
