/**
 * The kit's ActionMenu, built only once the pointer comes over its button or the focus reaches it. Until then it is
 * a plain button of the same look and name: a large dashboard in edit mode has a menu per row and column, and
 * react-aria's menu trigger for each of hundreds would slow entering edit mode.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionMenu, type MenuAction } from '../../../kit';

/** A plain menu button until hovered or focused, then what `live` draws (a menu whose button takes the focus). */
export function LazyMenu({ label, live: draw }: { label: string; live: () => ReactNode }) {
  const [live, setLive] = useState(false);
  const host = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  // The focus that woke the menu moves on to its real button.
  useEffect(() => {
    if (!live || !refocus.current) return;
    refocus.current = false;
    host.current?.querySelector('button')?.focus();
  }, [live]);

  return (
    <span ref={host}>
      {live ? (
        draw()
      ) : (
        <button
          type="button"
          className="kit-menu-button"
          aria-label={label}
          aria-haspopup="menu"
          onPointerEnter={() => setLive(true)}
          onFocus={() => {
            refocus.current = true;
            setLive(true);
          }}
        >
          ⋯
        </button>
      )}
    </span>
  );
}

export function LazyActionMenu({ label, items }: { label: string; items: readonly MenuAction[] }) {
  return <LazyMenu label={label} live={() => <ActionMenu label={label} items={items} />} />;
}
