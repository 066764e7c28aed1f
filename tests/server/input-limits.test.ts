// The pure checks behind the input limits (issue 9, holes 1 and 2).
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_CHARS } from '../../server/config';
import { inputProblem, jsonTextDepth } from '../../server/http/input-limits';

const limits = { maxJsonDepth: 4, fieldChars: { ...DEFAULT_FIELD_CHARS, default: 10, css: 20 } };

describe('[hole 1] jsonTextDepth reads nesting without parsing', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['[[1], {"a": [2]}]', 3],
    ['{"a": "[[[[[[not nesting]]]]]]"}', 1],
    ['{"a": "a quote \\" then [[[["}', 1],
    ['{"a": "a backslash \\\\", "b": [[]]}', 3],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonTextDepth(text)).toBe(depth);
  });
});

describe('[hole 1, hole 2] inputProblem', () => {
  it('passes a body within every limit', () => {
    expect(
      inputProblem(
        { css: 'x'.repeat(20), params: '{"a": {"b": 1}}', owners: [1, 2], nested: { a: { b: 'short' } } },
        limits,
      ),
    ).toBeNull();
  });

  it('names the body field where nesting went too deep', () => {
    expect(inputProblem({ formData: { a: { b: { c: { d: 1 } } } } }, limits)).toEqual({
      field: null,
      message:
        'The request body is nested deeper than the 4 levels allowed (in formData) (setting limits.maxJsonDepth).',
    });
  });

  it('names the JSON text field nesting too deep, whatever its name', () => {
    expect(inputProblem({ anything: '[[[[[1]]]]]' }, limits)?.field).toBe('anything');
  });

  it('bounds each text field by its own name, the others by default, list items by their list', () => {
    expect(inputProblem({ css: 'x'.repeat(20) }, limits)).toBeNull();
    expect(inputProblem({ css: 'x'.repeat(21) }, limits)).toEqual({
      field: 'css',
      message: 'Longer than the 20 characters allowed (setting limits.fieldChars.css).',
    });
    expect(inputProblem({ tags: ['ok', 'x'.repeat(11)] }, limits)).toEqual({
      field: 'tags.1',
      message: 'Longer than the 10 characters allowed (setting limits.fieldChars.default).',
    });
  });

  it('reads markdown inside position_json under the markdown limit', () => {
    const position = JSON.stringify({
      'MARKDOWN-1': { type: 'MARKDOWN', meta: { code: 'm'.repeat(DEFAULT_FIELD_CHARS.markdown + 1) } },
    });
    expect(
      inputProblem({ position_json: position }, { ...limits, fieldChars: { ...DEFAULT_FIELD_CHARS } })?.field,
    ).toBe('position_json.MARKDOWN-1.meta.code');
  });
});
