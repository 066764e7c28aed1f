/** The gallery's sidebar, memoised so a keystroke in the search box does not redraw it. */
import { memo } from 'react';
import { Button } from 'react-aria-components';
import type { GallerySelector, SidebarSection } from './galleryModel';

/**
 * One selector of the sidebar, memoised: a search starting or ending changes which one is pressed, and only those
 * redraw (the sidebar has dozens).
 */
const SelectorButton = memo(function SelectorButton(props: {
  section: SidebarSection['id'];
  value: string;
  pressed: boolean;
  onPick: (selector: GallerySelector) => void;
}) {
  const { section, value, pressed, onPick } = props;
  return (
    <Button className="viz-gallery-selector" aria-pressed={pressed} onPress={() => onPick({ section, value })}>
      {value}
    </Button>
  );
});

/** X11.04: All charts, Recommended tags, Category and Tags; the active entry is pressed unless a search shows. */
export const GallerySidebar = memo(function GallerySidebar(props: {
  sections: readonly SidebarSection[];
  active: GallerySelector | null;
  onPick: (selector: GallerySelector) => void;
}) {
  const { sections, active, onPick } = props;
  return (
    <nav className="viz-gallery-sidebar" aria-label="Chart groups">
      {sections.map((section) => (
        <section
          key={section.id}
          className="viz-gallery-section"
          aria-labelledby={section.id === 'ALL_CHARTS' ? undefined : `viz-section-${section.id}`}
        >
          {section.id === 'ALL_CHARTS' ? null : (
            <h3 id={`viz-section-${section.id}`} className="viz-gallery-section-title">
              {section.title}
            </h3>
          )}
          <ul>
            {section.selectors.map((value) => (
              <li key={value}>
                <SelectorButton
                  section={section.id}
                  value={value}
                  pressed={active?.section === section.id && active.value === value}
                  onPick={onPick}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
});
