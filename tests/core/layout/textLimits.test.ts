import { describe, expect, it } from 'vitest';
import {
  GRID_ID,
  LAYOUT_TEXT_LIMITS,
  applyLayoutAction,
  layoutTextProblem,
  parsePositionJson,
} from '../../../src/core/layout';
import type { DashboardLayout } from '../../../src/core/layout';

describe('text limits of layout components (every text field has a size limit)', () => {
  it('D5.22 a header text over its limit is refused with the limit in the message; at the limit it is taken', () => {
    const max = LAYOUT_TEXT_LIMITS.headerText;
    expect(layoutTextProblem('HEADER', { text: 'h'.repeat(max) })).toBeNull();
    expect(layoutTextProblem('HEADER', { text: 'h'.repeat(max + 1) })).toBe(
      `Header text is limited to ${max.toLocaleString('en-US')} characters.`,
    );
  });

  it('D5.24 a tab title over its limit is refused', () => {
    const max = LAYOUT_TEXT_LIMITS.tabTitle;
    expect(layoutTextProblem('TAB', { text: 't'.repeat(max) })).toBeNull();
    expect(layoutTextProblem('TAB', { text: 't'.repeat(max + 1) })).toBe(`Tab title is limited to ${max} characters.`);
  });

  it('D5.23 a markdown text over its limit is refused', () => {
    const max = LAYOUT_TEXT_LIMITS.markdown;
    expect(layoutTextProblem('MARKDOWN', { code: 'm'.repeat(max) })).toBeNull();
    expect(layoutTextProblem('MARKDOWN', { code: 'm'.repeat(max + 1) })).toBe(
      'Markdown text is limited to 100,000 characters.',
    );
  });

  it('D5.26 a chart name override over the slice name column width (250) is refused', () => {
    expect(LAYOUT_TEXT_LIMITS.sliceNameOverride).toBe(250);
    expect(layoutTextProblem('CHART', { sliceNameOverride: 'c'.repeat(250) })).toBeNull();
    expect(layoutTextProblem('CHART', { sliceNameOverride: 'c'.repeat(251) })).toBe(
      'Chart name is limited to 250 characters.',
    );
  });

  it('meta without text, and other fields, pass', () => {
    expect(layoutTextProblem('HEADER', { headerSize: 'SMALL_HEADER' })).toBeNull();
    expect(layoutTextProblem('ROW', { background: 'BACKGROUND_WHITE' })).toBeNull();
  });
});

describe('every layout action keeps the text limits, not only the components’ own editors', () => {
  const layout = (): DashboardLayout => {
    const base = applyLayoutAction(parsePositionJson(null), {
      type: 'create',
      component: 'HEADER',
      to: { parentId: GRID_ID, index: 0 },
    });
    if (!base.ok) throw new Error(base.error);
    return base.layout;
  };
  const headerId = (l: DashboardLayout): string => Object.values(l).find((c) => c.type === 'HEADER')?.id ?? '';

  it('D5.22 an updateMeta with a header text over its limit is refused and changes nothing', () => {
    const before = layout();
    const long = 'h'.repeat(LAYOUT_TEXT_LIMITS.headerText + 1);
    const result = applyLayoutAction(before, { type: 'updateMeta', id: headerId(before), meta: { text: long } });
    expect(result).toEqual({ ok: false, error: layoutTextProblem('HEADER', { text: long }) });
  });

  it('D5.23 a whole layout replaced (the JSON positions editor) is refused when a markdown text is over its limit', () => {
    const before = layout();
    const id = headerId(before);
    const bad: DashboardLayout = {
      ...before,
      [id]: { ...before[id]!, type: 'MARKDOWN', meta: { code: 'm'.repeat(LAYOUT_TEXT_LIMITS.markdown + 1) } },
    };
    const result = applyLayoutAction(before, { type: 'replace', layout: bad });
    expect(result.ok).toBe(false);
    expect(applyLayoutAction(before, { type: 'replace', layout: before })).toEqual({ ok: true, layout: before });
  });
});
