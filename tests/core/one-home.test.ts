// Each shared concept has one implementation in src/core; this scan fails when a copy appears elsewhere again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ['src', 'server', 'workers']
  .flatMap((d) => sources(join(ROOT, d)))
  .map((path) => ({
    path: relative(ROOT, path),
    text: readFileSync(path, 'utf8'),
  }));

function placesOf(pattern: RegExp): string[] {
  return files.filter((f) => pattern.test(f.text)).map((f) => f.path);
}

describe('one implementation per concept', () => {
  it('the datasource key "12__table" is split only by parseDatasourceKey', () => {
    expect(placesOf(/\.split\(\s*['"]__['"]\s*\)/)).toEqual(['src/core/query/datasourceKey.ts']);
  });
  it('text is double-quoted with inner quotes doubled only by quoteIdentifier, the CSV writer and the clipboard TSV', () => {
    expect(placesOf(/`"\$\{[^`]*\.replace(All)?\(/)).toEqual([
      'src/charts/plugins/table/toolbar.ts',
      'src/core/dataplane/csv.ts',
      'src/core/sql/quote.ts',
    ]);
  });
  it('form_data becomes a QueryContext only in src/core/chart-plugin (app, worker, examples and legacy share it)', () => {
    expect(placesOf(/function buildQueryObject\b|function buildQueryContext\b/)).toEqual([
      'src/core/chart-plugin/queryContext.ts',
      'src/core/chart-plugin/queryObject.ts',
    ]);
  });
  it('the dashboard layout model (component shapes, chart sizes) is defined only in src/core/layout', () => {
    expect(
      placesOf(
        /const \w*DEFAULT_CHART_(HEIGHT|WIDTH)\s*=|type \w+ = (Record<string, )?\{ (id\?: string; )?type\?: (string|unknown);/,
      ),
    ).toEqual(['src/core/layout/types.ts']);
  });
  it('metric labels are made only by getMetricLabel', () => {
    expect(placesOf(/`\$\{[^}]*aggregate\)?\}\(\$\{/)).toEqual(['src/core/query/labels.ts']);
  });
  it('X8.07 D16.13 default labels of filters and metrics are cut at 40 characters only by truncateLabel', () => {
    expect(placesOf(/\.(slice|substring)\(0, ?(40|LABEL_MAX_CHARS)\)/)).toEqual(['src/core/explore/labels.ts']);
  });
});
