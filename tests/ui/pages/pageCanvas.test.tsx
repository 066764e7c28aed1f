// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartCanvas } from '../../../src/charts';
import type { ChartResult } from '../../../src/core/chart-plugin';
import { chartsState, loadChart } from '../../../src/state/charts';
import { usePageCanvas } from '../../../src/ui/pages/pageCanvas';

afterEach(cleanup);

/** A canvas that counts what the page asks of it. */
function countingCanvas() {
  const asked = { expedite: 0, destroy: 0 };
  const canvas = {
    expedite: () => void (asked.expedite += 1),
    destroy: () => void (asked.destroy += 1),
  } as unknown as ChartCanvas;
  return { canvas, asked };
}

/** A reload of drawn chart `id` answered at once: a wave of one, committed with its answer. */
async function reload(id: number): Promise<void> {
  const load = () =>
    loadChart(id, {
      plugin: { transformProps: () => ({}) },
      formData: { datasource: '1__table', viz_type: 'table' },
      context: { width: 10, height: 10 },
      results: async () => [] as ChartResult[],
    });
  await load();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await load();
}

describe("the page's canvas", () => {
  it('is made once, draws each committed wave at the next frame (expedite), and is destroyed with the page, which then hears no wave', async () => {
    const { canvas, asked } = countingCanvas();
    let made = 0;
    function Page() {
      usePageCanvas(() => {
        made += 1;
        return canvas;
      });
      return null;
    }
    const view = render(<Page />);
    view.rerender(<Page />);
    await reload(41);
    expect({ made, ...asked }).toEqual({ made: 1, expedite: 1, destroy: 0 });
    view.unmount();
    await reload(41);
    expect(asked).toEqual({ expedite: 1, destroy: 1 });
    delete chartsState.charts['41'];
  });
});
