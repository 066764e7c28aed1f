import { describe, expect, it } from 'vitest';
import { annotationDenylist, offeredAnnotationSources, offeredAnnotationTypes } from '../../../src/core/explore';

describe('the annotation denylist (X19.12)', () => {
  it('X19.12 read from the bootstrap conf: its string entries only, none when absent', () => {
    expect(annotationDenylist({})).toEqual([]);
    expect(annotationDenylist({ ANNOTATION_DENYLIST: ['FORMULA', 3, 'line'] })).toEqual(['FORMULA', 'line']);
    expect(annotationDenylist({ ANNOTATION_DENYLIST: 'FORMULA' })).toEqual([]);
  });

  it('X19.12 a denied layer type or source is not offered; with nothing denied every one is', () => {
    expect(offeredAnnotationTypes([])).toEqual(['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES']);
    expect(offeredAnnotationTypes(['FORMULA', 'TIME_SERIES'])).toEqual(['EVENT', 'INTERVAL']);
    expect(offeredAnnotationSources('EVENT', [])).toEqual(['NATIVE', 'table']);
    expect(offeredAnnotationSources('EVENT', ['table'])).toEqual(['NATIVE']);
    // A type whose every source is denied is not offered either.
    expect(offeredAnnotationTypes(['line'])).toEqual(['FORMULA', 'EVENT', 'INTERVAL']);
  });
});
