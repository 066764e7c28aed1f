// @vitest-environment happy-dom
import '../happyDom';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeRangeControl, type TimeRangeResolver } from '../../../../src/ui/kit/time-range';

afterEach(cleanup);

/**
 * Serious and critical axe violations. The date picker's form input carries the `hidden` attribute, which a browser
 * hides (display: none) and axe then skips; happy-dom has no user-agent style sheet, so it is left out here.
 */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(
    { include: [document.body], exclude: [['input[hidden]']] },
    { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } },
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const resolver: TimeRangeResolver = (timeRange) =>
  Promise.resolve({ since: '2020-01-01T00:00:00', until: '2020-01-08T00:00:00', timeRange, shift: null });

describe('S2.01 accessibility of the time-range control', () => {
  it('S2.01 every frame of the open editor has no serious or critical axe violation (names on every input)', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <TimeRangeControl
          value="Last week"
          onChange={() => undefined}
          resolver={resolver}
          now={() => new Date('2016-11-07T09:30:10Z')}
          debounceMs={0}
        />
      </main>,
    );
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Time range: Last week' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit time range' });
    for (const frame of ['Common', 'Calendar', 'Current', 'Options', 'Advanced', 'Custom', 'No filter']) {
      await user.click(within(dialog).getByRole('tab', { name: frame }));
      expect([frame, await seriousViolations()]).toEqual([frame, []]);
    }
  });
});
