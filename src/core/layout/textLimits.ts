/** How long each text a dashboard's components carry may be: enforced in the editors and before a change is applied. */
import type { LayoutComponentType, LayoutMeta } from './types';

/**
 * Characters allowed per text field. The markdown limit is the server's (limits.fieldChars.markdown), the chart
 * name override the width of a slice name (250), the others generous for a one-line title.
 */
export const LAYOUT_TEXT_LIMITS = {
  headerText: 500,
  tabTitle: 200,
  markdown: 100_000,
  sliceNameOverride: 250,
} as const;

type LimitedField = { field: 'text' | 'code' | 'sliceNameOverride'; max: number; name: string };

const LIMITED: Partial<Record<LayoutComponentType, LimitedField>> = {
  HEADER: { field: 'text', max: LAYOUT_TEXT_LIMITS.headerText, name: 'Header text' },
  TAB: { field: 'text', max: LAYOUT_TEXT_LIMITS.tabTitle, name: 'Tab title' },
  MARKDOWN: { field: 'code', max: LAYOUT_TEXT_LIMITS.markdown, name: 'Markdown text' },
  CHART: { field: 'sliceNameOverride', max: LAYOUT_TEXT_LIMITS.sliceNameOverride, name: 'Chart name' },
};

/** The limit a component's editable text has, or null for a component with none. */
export function layoutTextLimit(type: LayoutComponentType): number | null {
  return LIMITED[type]?.max ?? null;
}

/** Why a meta change to a component of `type` is refused (its text is too long), or null when it fits. */
export function layoutTextProblem(type: LayoutComponentType, meta: Partial<LayoutMeta>): string | null {
  const limited = LIMITED[type];
  if (!limited) return null;
  const text = meta[limited.field];
  if (typeof text !== 'string' || text.length <= limited.max) return null;
  return `${limited.name} is limited to ${limited.max.toLocaleString('en-US')} characters.`;
}
