import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { WordCloudModel } from '../../../src/charts';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { rotationOf, seededRandom } from '../../../src/charts/plugins/wordCloud/transformProps';
import { WordCloudView } from '../../../src/charts/views/WordCloudView';
import { shrink, topWordsPlaced } from '../../../src/charts/plugins/wordCloud/layout';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

function cloudForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'word_cloud',
    series: 'name',
    metric: sumNum,
    adhoc_filters: [],
    row_limit: 100,
    size_from: 10,
    size_to: 70,
    rotation: 'square',
    color_scheme: 'supersetColors',
    ...extra,
  };
}

const names = result(
  ['name', 'SUM(num)'],
  [1, 0],
  [
    { name: 'Michael', 'SUM(num)': 10 },
    { name: 'James', 'SUM(num)': 100 },
    { name: 'Anna', 'SUM(num)': 55 },
    { name: 'Ghost', 'SUM(num)': null },
  ],
);

describe('word_cloud', () => {
  it('asks for the metric by the series, sorted by metric then series when a row limit is set [golden]', () => {
    const ctx = buildChartQueryContext(cloudForm({ sort_by_metric: true, sort_by_series: true }));
    expectGolden('charts/word_cloud.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.columns).toEqual(['name']);
    expect(ctx.queries[0]?.metrics).toEqual([sumNum]);
    expect(ctx.queries[0]?.orderby).toEqual([
      [sumNum, false],
      ['name', true],
    ]);
  });

  it('sizes each word from size_from to size_to by its value, biggest first, square rotations [golden]', () => {
    const model = BUILT_IN_PLUGINS.word_cloud.transformProps([names], cloudForm(), {
      width: 400,
      height: 300,
    }) as WordCloudModel;
    expectGolden('charts/word_cloud.model.json', goldenJson(model));
    expect(model.words.map((w) => [w.text, w.size])).toEqual([
      ['James', 70],
      ['Anna', 40],
      ['Michael', 10],
    ]);
    for (const w of model.words) expect([0, 90]).toContain(w.rotate);
    expect(new Set(model.words.map((w) => w.color)).size).toBe(3);
    expect(model.emptyText).toBeNull();
  });

  it('rotations: flat is 0°, random a multiple of 30° from -90° to 60°, the same on every draw', () => {
    const random = seededRandom(1);
    const angles = Array.from({ length: 200 }, () => rotationOf('random', random));
    expect(new Set(angles)).toEqual(new Set([-90, -60, -30, 0, 30, 60]));
    expect(rotationOf('flat', random)).toBe(0);
    const again = seededRandom(1);
    expect(Array.from({ length: 200 }, () => rotationOf('random', again))).toEqual(angles);
    const flat = BUILT_IN_PLUGINS.word_cloud.transformProps([names], cloudForm({ rotation: 'flat' }), {
      width: 400,
      height: 300,
    }) as WordCloudModel;
    expect(flat.words.every((w) => w.rotate === 0)).toBe(true);
  });

  it('an empty result shows the empty state', () => {
    const model = BUILT_IN_PLUGINS.word_cloud.transformProps([result(['name', 'SUM(num)'], [1, 0], [])], cloudForm(), {
      width: 400,
      height: 300,
    }) as WordCloudModel;
    expect(model.emptyText).toBe('No results were returned for this query');
    const html = renderToStaticMarkup(createElement(WordCloudView, { model, width: 400, height: 300 }));
    expect(html).toContain('No results were returned for this query');
    expect(BUILT_IN_PLUGINS.word_cloud.metadata).toMatchObject({ name: 'Word Cloud', category: 'Ranking' });
  });
});

describe('word_cloud layout fit', () => {
  const words = Array.from({ length: 25 }, (_, i) => ({
    text: `w${i}`,
    size: 70 - i,
    rotate: 0,
    color: '#000',
    value: String(i),
  }));

  it('a layout is kept once the biggest tenth of the words found a place, as Superset’s', () => {
    expect(topWordsPlaced(words, ['w0', 'w1', 'w2', 'w9'])).toBe(true);
    expect(topWordsPlaced(words, ['w0', 'w2', 'w3'])).toBe(false);
    expect(topWordsPlaced([], [])).toBe(true);
  });

  it('a layout made in a box `scale` times larger is shrunk back into the chart', () => {
    const [placed] = shrink([{ ...words[0]!, x: 100, y: -50 }], 2);
    expect(placed).toMatchObject({ x: 50, y: -25, size: 35 });
  });
});
