import { afterEach, describe, expect, it } from 'vitest';
import { addChart, chartModelReady, chartUpdateStarted, onChartEntry, removeChart } from '../../../src/state/charts';
import { chartsState } from '../../../src/state/charts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const key of Object.keys(chartsState.charts)) removeChart(key);
});

describe('onChartEntry', () => {
  it("hears its own chart's entry added, replaced and removed, not another chart's nor a field of its own", async () => {
    const heard: string[] = [];
    const stops = ['1', '2'].map((key) => onChartEntry(key, () => heard.push(key)));
    addChart({ id: 1 });
    await settle();
    expect(heard).toEqual(['1']);
    addChart({ id: 2 });
    chartUpdateStarted(1);
    chartModelReady(1, {});
    await settle();
    expect(heard).toEqual(['1', '2']);
    addChart({ id: 1 });
    await settle();
    expect(heard).toEqual(['1', '2', '1']);
    removeChart(2);
    await settle();
    expect(heard).toEqual(['1', '2', '1', '2']);
    stops.forEach((stop) => stop());
  });

  it('stops hearing once unsubscribed, and a key listened to again hears anew', async () => {
    const heard: string[] = [];
    const first = onChartEntry('7', () => heard.push('first'));
    first();
    addChart({ id: 7 });
    await settle();
    expect(heard).toEqual([]);
    const second = onChartEntry('7', () => heard.push('second'));
    removeChart(7);
    await settle();
    expect(heard).toEqual(['second']);
    second();
  });
});
