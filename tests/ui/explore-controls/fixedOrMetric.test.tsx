// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlHarness, dataset, renderWith } from './fixtures';

afterEach(cleanup);

const CONFIG = { name: 'size', type: 'FixedOrMetricControl', label: 'Point size' } as const;

describe('metric-or-fixed-number control', () => {
  it("X9.08 offers 'Fixed' and 'Based on a metric'; with no value it is fixed at 5", () => {
    renderWith(<ControlHarness config={CONFIG} />, { dataset: dataset() });
    const radios = screen.getAllByRole('radio');
    expect(radios).toEqual([
      screen.getByRole('radio', { name: 'Fixed' }),
      screen.getByRole('radio', { name: 'Based on a metric' }),
    ]);
    expect((screen.getByRole('radio', { name: 'Fixed' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Fixed value' }) as HTMLInputElement).value).toBe('5');
  });

  it('X9.08 a saved fixed value that is no number shows 100', () => {
    renderWith(<ControlHarness config={CONFIG} initial={{ type: 'fix', value: 'abc' }} />, { dataset: dataset() });
    expect((screen.getByRole('spinbutton', { name: 'Fixed value' }) as HTMLInputElement).value).toBe('100');
  });

  it('X9.08 a typed number is the fixed value; a chosen metric makes the value metric-based', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderWith(<ControlHarness config={CONFIG} seen={seen} />, { dataset: dataset() });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Fixed value' }), { target: { value: '12' } });
    expect(seen.at(-1)).toEqual({ type: 'fix', value: 12 });
    await user.click(screen.getByRole('radio', { name: 'Based on a metric' }));
    expect(seen.at(-1)).toEqual({ type: 'metric', value: null });
    await user.click(screen.getByRole('combobox', { name: 'Metric' }));
    await user.keyboard('Revenue{ArrowDown}{Enter}');
    expect(seen.at(-1)).toEqual({ type: 'metric', value: 'revenue' });
    await user.click(screen.getByRole('radio', { name: 'Fixed' }));
    expect(seen.at(-1)).toEqual({ type: 'fix', value: 5 });
  });
});
