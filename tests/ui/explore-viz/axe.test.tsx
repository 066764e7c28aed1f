// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../axe';
import { createChartRegistry } from '../../../src/charts';
import { VizTypeControl } from '../../../src/ui/explore-viz';
import { fakeChartPlugin } from '../../support/chartPlugins';

afterEach(cleanup);

describe('accessibility', () => {
  it('X11.01 X11.02 X11.03 X11.07 axe finds no serious violation in the control, the unsupported notice or the open gallery', async () => {
    const registry = createChartRegistry();
    registry.register(
      'beta_chart',
      fakeChartPlugin('Beta chart', {
        behaviors: ['INTERACTIVE_CHART'],
        label: 'BETA',
        labelExplanation: 'This chart may change.',
      }),
    );
    render(
      <main>
        <VizTypeControl value="deck_arc" onChange={() => undefined} registry={registry} />
      </main>,
    );
    expect(await seriousViolations()).toEqual([]);
    cleanup();
    render(
      <main>
        <VizTypeControl value="pie" onChange={() => undefined} registry={registry} />
      </main>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View all charts' }));
    expect(screen.getByRole('region', { name: 'Pie Chart' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('option', { name: 'Beta chart' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
