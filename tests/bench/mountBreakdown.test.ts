import { describe, expect, it } from 'vitest';
import { chartMounts, mountBreakdown } from '../../bench/dashboard/measure';
import type { ChartProbe } from '../support/probe/probe';

const probe = (chartId: number, vizType: string, committedAt: number, parts: [number, number, number]): ChartProbe => ({
  chartId,
  vizType,
  decodeMs: parts[0],
  transformMs: parts[1],
  commitMs: parts[2],
  committedAt,
});

describe('dashboard bench mount breakdown', () => {
  it('numbers mounts within their viz type in commit order, whatever the probe order', () => {
    const mounts = chartMounts([
      probe(3, 'pie', 30, [1, 1, 1]),
      probe(1, 'pie', 10, [1, 1, 1]),
      probe(2, 'table', 20, [1, 1, 1]),
    ]);
    expect(mounts.map((m) => [m.chartId, m.nthOfType])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
    ]);
  });

  it('leaves out charts that never committed and sums the three parts', () => {
    const mounts = chartMounts([{ chartId: 9, vizType: 'pie', decodeMs: 4 }, probe(1, 'pie', 10, [0.5, 1, 2])]);
    expect(mounts).toHaveLength(1);
    expect(mounts[0]?.totalMs).toBe(3.5);
  });

  it('splits time by viz type and phase, first mounts apart, and lists the mounts at or above the p95 slowest first', () => {
    const probes = Array.from({ length: 40 }, (_, i) =>
      probe(i, i % 2 ? 'pie' : 'table', i, [0, 1, i === 7 ? 40 : i === 12 ? 30 : 1]),
    );
    const b = mountBreakdown(chartMounts(probes));
    expect(b.byVizType.pie?.count).toBe(20);
    expect(b.byVizType.table?.max).toBe(31);
    expect(b.byPhase.commit.max).toBe(40);
    expect(b.firstOfType.count).toBe(2);
    expect(b.restOfType.count).toBe(38);
    expect(b.tail.map((m) => m.chartId)).toEqual([7, 12]);
  });
});
