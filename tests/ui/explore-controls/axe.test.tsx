// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdhocFilter } from '../../../src/core/explore';
import type { ExploreControlConfig } from '../../../src/ui/explore-controls';
import { ControlHarness, dataset, renderWith, settle } from './fixtures';

afterEach(cleanup);

/** Serious and critical axe violations; contrast needs real layout and is left to the browser tests. */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const CONTROLS: ExploreControlConfig[] = [
  { name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true },
  { name: 'groupby', type: 'GroupByControl', label: 'Dimensions', multi: true },
  { name: 'adhoc_filters', type: 'AdhocFilterControl', label: 'Filters' },
  { name: 'row_limit', type: 'SelectControl', label: 'Row limit', freeForm: true, choices: [[10, '10']] },
  {
    name: 'show_legend',
    type: 'CheckboxControl',
    label: 'Show legend',
    renderTrigger: true,
    description: 'Shows the legend',
  },
  { name: 'rolling_periods', type: 'TextControl', label: 'Periods', isInt: true },
  { name: 'size', type: 'NumberControl', label: 'Size' },
  { name: 'color_picker', type: 'ColorPickerControl', label: 'Fixed color' },
  { name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color scheme' },
];

const INITIAL: Record<string, unknown> = {
  metrics: ['count'],
  groupby: ['country'],
  adhoc_filters: [
    createAdhocFilter({ subject: 'country', operatorId: 'IN', comparator: ['FR'], filterOptionName: 'f1' }),
  ],
  color_scheme: 'supersetColors',
};

function Panel() {
  return (
    <main>
      {CONTROLS.map((c) => (
        <ControlHarness key={c.name} config={c} initial={INITIAL[c.name] ?? null} />
      ))}
    </main>
  );
}

describe('accessibility', () => {
  it('X8.01 X9.16 every control at rest has an accessible name and no serious axe violation', async () => {
    renderWith(<Panel />, { dataset: dataset(), clickToAdd: true });
    expect(await seriousViolations()).toEqual([]);
  });

  it('X5.01 X7.01 the open metric and filter editors have no serious axe violation', async () => {
    const user = userEvent.setup();
    renderWith(<Panel />, { dataset: dataset({ filter_select: false }), clickToAdd: true });
    await user.click(screen.getByRole('button', { name: 'count' }));
    await act(() => settle());
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: "country IN ('FR')" }));
    await act(() => settle());
    expect(screen.getByRole('dialog', { name: 'Edit filter' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
