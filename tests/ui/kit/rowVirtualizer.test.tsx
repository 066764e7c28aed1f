// @vitest-environment happy-dom
import './happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowVirtualizer } from '../../../src/ui/kit';
import { fakeScrollerSize } from './scrollerSize';

beforeEach(() => fakeScrollerSize('grid', 800, 240));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Grid({ count }: { count: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useRowVirtualizer(scroller, count, { rowHeight: 24, overscan: 5, height: 240 });
  return (
    <div ref={scroller} className="grid" data-total={virtualizer.getTotalSize()}>
      {virtualizer.getVirtualItems().map((item) => (
        <div key={item.key} role="row" style={{ top: item.start }}>
          {item.index}
        </div>
      ))}
    </div>
  );
}

describe('the row virtualizer of the data grids', () => {
  it('X1.11 a grid of many rows draws only the rows in view and the overscan, over the full height', () => {
    const { container } = render(<Grid count={10_000} />);
    const drawn = screen.getAllByRole('row');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThanOrEqual(240 / 24 + 5 + 1);
    expect(drawn[0]?.textContent).toBe('0');
    expect((container.firstChild as HTMLElement).dataset.total).toBe(String(10_000 * 24));
  });
});
