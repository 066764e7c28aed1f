// @vitest-environment happy-dom
import './happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { moveBoundary, SplitPanes } from '../../../src/ui/kit';

afterEach(cleanup);

describe('pane boundary moves', () => {
  const limits = [
    { min: 100, max: 400 },
    { min: 200, max: Infinity },
    { min: 100, max: 500 },
  ];
  it('X1.11 moving a boundary gives one pane what it takes from its neighbour, the total unchanged', () => {
    expect(moveBoundary([300, 600, 300], 0, 50, limits)).toEqual([350, 550, 300]);
    expect(moveBoundary([300, 600, 300], 1, -50, limits)).toEqual([300, 550, 350]);
  });
  it("X1.11 a move stops at either pane's minimum or maximum", () => {
    expect(moveBoundary([300, 600, 300], 0, 500, limits)).toEqual([400, 500, 300]);
    expect(moveBoundary([300, 250, 300], 0, 100, limits)).toEqual([350, 200, 300]);
    expect(moveBoundary([300, 600, 300], 0, -500, limits)).toEqual([100, 800, 300]);
  });
  it('X1.11 a boundary that does not exist changes nothing', () => {
    expect(moveBoundary([300, 600], 1, 50, limits)).toEqual([300, 600]);
  });
});

describe('split panes', () => {
  it('X1.11 each boundary is a named separator the keyboard moves', async () => {
    const user = userEvent.setup();
    render(
      <SplitPanes
        label="Explore"
        panes={[
          { id: 'data', label: 'Dataset', content: <p>columns</p>, preferredSize: 300, minSize: 200, maxSize: 500 },
          { id: 'controls', label: 'Controls', content: <p>controls</p>, preferredSize: 374, minSize: 100 },
          { id: 'chart', label: 'Chart', content: <p>chart</p>, preferredSize: 800, minSize: 400 },
        ]}
      />,
    );
    const separators = screen.getAllByRole('separator');
    expect(separators.map((s) => s.getAttribute('aria-label'))).toEqual(['Resize Dataset', 'Resize Controls']);
    const first = screen.getByRole('separator', { name: 'Resize Dataset' });
    expect(first.getAttribute('aria-valuenow')).toBe('300');
    expect(first.getAttribute('aria-valuemin')).toBe('200');
    expect(first.getAttribute('aria-valuemax')).toBe('500');
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(first.getAttribute('aria-valuenow')).toBe('332');
    await user.keyboard('{End}');
    expect(first.getAttribute('aria-valuenow')).toBe('500');
    await user.keyboard('{Home}');
    expect(first.getAttribute('aria-valuenow')).toBe('200');
  });
});
