/**
 * `--profile` for the explore browser benches: a CPU profile of the page's main thread over one phase (CDP Profiler),
 * written to bench-profiles/<phase>.cpuprofile (open it in Chrome DevTools' Performance panel) and summed into the
 * functions with the most self time, printed under the phase's figure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The `top` functions by self time (ms) of a profile: name and where it is, summed over the profile's samples. */
export function topSelfTime(profile: CpuProfile, top = 12): { name: string; ms: number }[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byNode.get(samples[i] ?? -1)?.callFrame;
    if (!frame) continue;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  return [...totals.entries()]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

/** Runs `phase` under the profiler when `enabled`, then writes and summarises the profile; else just runs it. */
export async function profiled<T>(page: Page, enabled: boolean, name: string, phase: () => Promise<T>): Promise<T> {
  if (!enabled) return phase();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await phase();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.detach();
  mkdirSync('bench-profiles', { recursive: true });
  writeFileSync(`bench-profiles/${name}.cpuprofile`, JSON.stringify(profile));
  for (const { name: fn, ms } of topSelfTime(profile)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${fn}`);
  return result;
}
