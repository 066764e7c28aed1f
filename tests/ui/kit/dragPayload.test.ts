import { describe, expect, it } from 'vitest';
import type { DropItem, TextDropItem } from 'react-aria-components';
import { acceptsDrag, decodeDropItems, dragMimeType, encodeDragItem, type DragPayload } from '../../../src/ui/kit';

/** What react-aria hands a drop target for a dragged item of string types. */
function dropItemOf(item: Record<string, string>): TextDropItem {
  return { kind: 'text', types: new Set(Object.keys(item)), getText: async (type) => item[type] ?? '' };
}

const column: DragPayload = { kind: 'column', value: { column_name: 'country', type: 'VARCHAR' } };
const metric: DragPayload = { kind: 'metric', value: { metric_name: 'count', verbose_name: 'COUNT(*)' } };
const adhoc: DragPayload = {
  kind: 'adhoc-metric',
  value: { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' },
};

describe('drag payloads', () => {
  it('X2.10 X8.01 each kind has its own mime type', () => {
    expect(dragMimeType('column')).toBe('application/x-tessera-column+json');
    expect(
      new Set(['column', 'metric', 'adhoc-metric', 'adhoc-column', 'adhoc-filter'].map((k) => dragMimeType(k as never)))
        .size,
    ).toBe(5);
  });

  it('X2.10 X8.01 a column, a saved metric and an ad-hoc item survive encode then decode', async () => {
    const items: DropItem[] = [column, metric, adhoc].map((p) => dropItemOf(encodeDragItem(p, 'label')));
    expect(await decodeDropItems(items, ['column', 'metric', 'adhoc-metric'])).toEqual([column, metric, adhoc]);
  });

  it('X2.10 X8.01 the encoded item carries a plain-text label for other applications', () => {
    expect(encodeDragItem(column, 'country')['text/plain']).toBe('country');
  });

  it('X2.10 X8.01 a drop target takes only the kinds it accepts', async () => {
    const items = [dropItemOf(encodeDragItem(column, 'country')), dropItemOf(encodeDragItem(metric, 'count'))];
    expect(await decodeDropItems(items, ['metric'])).toEqual([metric]);
    expect(acceptsDrag(new Set([dragMimeType('column')]), ['metric'])).toBe(false);
    expect(acceptsDrag(new Set([dragMimeType('column')]), ['column', 'metric'])).toBe(true);
  });

  it('X2.10 X8.01 a malformed or foreign payload is ignored, never thrown', async () => {
    const bad = [
      dropItemOf({ [dragMimeType('column')]: '{not json' }),
      dropItemOf({ [dragMimeType('column')]: JSON.stringify({ name: 'no column_name' }) }),
      dropItemOf({ [dragMimeType('metric')]: 'null' }),
      dropItemOf({ 'text/plain': 'hello' }),
    ];
    expect(await decodeDropItems(bad, ['column', 'metric'])).toEqual([]);
  });
});
