/** A header: its text at one of three sizes on a transparent or white background; in edit mode the text is edited
 * in place and a menu picks the size and the background. */
import { LAYOUT_TEXT_LIMITS, NEW_HEADER_TEXT } from '../../../../core/layout';
import type { HeaderSize, LayoutMeta } from '../../../../core/layout';
import { EditableTitle, type MenuAction } from '../../../kit';
import { backgroundActions, backgroundColor, chosen } from './background';
import { editComponentMeta } from './editMeta';
import { LazyActionMenu } from './LazyActionMenu';

/** Font sizes of the three header sizes (px). */
export const HEADER_FONT_SIZES: Record<HeaderSize, number> = { SMALL_HEADER: 16, MEDIUM_HEADER: 20, LARGE_HEADER: 26 };

const SIZES: { size: HeaderSize; label: string }[] = [
  { size: 'SMALL_HEADER', label: 'Small header' },
  { size: 'MEDIUM_HEADER', label: 'Medium header' },
  { size: 'LARGE_HEADER', label: 'Large header' },
];

/** The header component; `height` is its row on the grid. */
export function HeaderComponent(props: { id: string; meta: LayoutMeta; height: number; editMode: boolean }) {
  const { id, meta, height, editMode } = props;
  const size = meta.headerSize ?? 'MEDIUM_HEADER';
  const items: MenuAction[] = [
    ...SIZES.map((s) => ({
      id: s.size,
      label: chosen(s.label, s.size === size),
      onAction: () => void editComponentMeta(id, { headerSize: s.size }),
    })),
    ...backgroundActions(id, meta.background),
  ];
  const background = backgroundColor(meta.background);
  return (
    <div
      className="dashboard-header"
      data-header-size={size}
      style={{
        height,
        fontSize: HEADER_FONT_SIZES[size] ?? HEADER_FONT_SIZES.MEDIUM_HEADER,
        ...(background ? { background } : {}),
      }}
    >
      {editMode ? (
        <>
          <EditableTitle
            label="Header text"
            value={meta.text ?? ''}
            defaultLabel={NEW_HEADER_TEXT}
            maxLength={LAYOUT_TEXT_LIMITS.headerText}
            onChange={(text) => void editComponentMeta(id, { text })}
          />
          <span className="dashboard-component-menu">
            <LazyActionMenu label="Header options" items={items} />
          </span>
        </>
      ) : (
        <span className="dashboard-header-text">{meta.text}</span>
      )}
    </div>
  );
}

/** A divider: a thin rule across its row. */
export function DividerComponent() {
  return <hr className="dashboard-divider" />;
}
