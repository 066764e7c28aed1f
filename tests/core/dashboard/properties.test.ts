import { describe, expect, it } from 'vitest';
import { checkCss, checkJsonMetadata, jsonMetadataText, metadataPatch } from '../../../src/core/dashboard';

describe('JSON metadata typed in the properties modal', () => {
  it('D7.13 a JSON object is accepted, without the layout', () => {
    expect(checkJsonMetadata('{"color_scheme": "bnbColors", "positions": {"ROOT_ID": {}}}')).toEqual({
      ok: true,
      value: { color_scheme: 'bnbColors' },
    });
    expect(checkJsonMetadata('  ')).toEqual({ ok: true, value: {} });
  });

  it("D7.13 invalid JSON is refused with the parser's reason", () => {
    const bad = checkJsonMetadata('{"color_scheme": ');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^JSON metadata is invalid: .+/);
    expect(checkJsonMetadata('[1, 2]')).toEqual({
      ok: false,
      error: 'JSON metadata is invalid: it must be a JSON object ({...})',
    });
  });

  it('shows the metadata indented, without positions, and a patch that drops the keys removed', () => {
    expect(jsonMetadataText({ a: 1, positions: {} })).toBe('{\n  "a": 1\n}');
    expect(metadataPatch({ a: 1, b: 2 }, { a: 3 })).toEqual({ a: 3, b: undefined });
  });
});

describe('dashboard CSS', () => {
  it('D2.02 CSS that parses is accepted', () => {
    expect(checkCss('.dashboard-header { color: red; } @media (max-width: 600px) { h1 { margin: 0 } }')).toEqual({
      ok: true,
      value: '.dashboard-header { color: red; } @media (max-width: 600px) { h1 { margin: 0 } }',
    });
  });

  it('D2.02 CSS postcss cannot parse is refused with the reason and where', () => {
    const bad = checkCss('.x { color: red;');
    expect(bad).toEqual({ ok: false, error: 'CSS is invalid: Unclosed block (line 1, column 1)' });
    expect(checkCss('a { color: red }}').ok).toBe(false);
  });
});
