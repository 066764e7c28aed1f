// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { transformTableProps } from '../../src/charts';
import { TableChart } from '../../src/charts/views/TableChart';
import { result } from './fixtures';

afterEach(cleanup);

const res = result(
  ['name', 'count'],
  [1, 0],
  [
    { name: 'Amy', count: 12.3456 },
    { name: 'Bob', count: 100 },
  ],
);
const form = { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] };

function cells(formData: Record<string, unknown>): HTMLElement[] {
  const model = transformTableProps([res], { ...form, ...formData });
  render(createElement(TableChart, { model, width: 600, height: 400 }));
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!);
}

describe('the table chart draws the explore controls’ settings', () => {
  it('X9.07 S3.02 a conditional formatter colours the cells it matches', () => {
    const [amy, bob] = cells({
      conditional_formatting: [{ column: 'count', colorScheme: 'red', operator: '>', targetValue: 50 }],
    });
    expect(amy!.style.background).toBe('');
    expect(bob!.style.background).not.toBe('');
  });

  it('X9.11 D2.39 a column config sets the width, alignment and fraction digits of the cells', () => {
    const [amy] = cells({
      column_config: { count: { columnWidth: 140, horizontalAlign: 'center', fractionDigits: 2 } },
    });
    // The width is the column's track in the table's grid; the alignment, the cell's class.
    expect(amy!.closest<HTMLElement>('[role="table"]')!.style.getPropertyValue('--tessera-table-columns')).toBe(
      'minmax(80px, 1fr) 140px',
    );
    expect(amy!.classList.contains('tessera-table-center')).toBe(true);
    expect(amy!.textContent).toBe('12.35');
  });
});

describe('the table chart sizes its rows from its props (issue 11)', () => {
  it('shows the rows its height holds, more when it grows, and observes no element to learn it', () => {
    let observers = 0;
    const Observer = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class extends (Observer ?? class {}) {
      constructor(callback: ResizeObserverCallback) {
        super(callback);
        observers += 1;
      }
    } as typeof ResizeObserver;
    try {
      const many = result(
        ['name', 'count'],
        [1, 0],
        Array.from({ length: 200 }, (_, i) => ({ name: `n${i}`, count: i })),
      );
      const model = transformTableProps([many], form);
      const rowsShown = () => screen.getAllByRole('row').length - 1;
      const view = render(createElement(TableChart, { model, width: 600, height: 200 }));
      const short = rowsShown();
      // 200 px less the toolbar and the header (32 px each) holds 5 rows of 32 px, and the virtualizer's overscan of 3.
      expect(short).toBe(Math.ceil((200 - 64) / 32) + 3);
      view.rerender(createElement(TableChart, { model, width: 600, height: 600 }));
      expect(rowsShown()).toBe(Math.ceil((600 - 64) / 32) + 3);
      expect(observers).toBe(0);
    } finally {
      globalThis.ResizeObserver = Observer;
    }
  });
});
