import { describe, expect, it } from 'vitest';
import { BLANK_LIMIT_MS, cpuPerFrame, leftBlank } from '../../bench/dashboard/frames';
import type { CpuProfile } from '../../bench/dashboard/frames';

// Samples every 1 ms from t = 1000 ms (profile clock, µs in the profile): node 1 is idle, node 2 busy.
function profile(busy: (ms: number) => boolean, from = 1000, count = 100): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (let i = 0; i < count; i += 1) {
    samples.push(busy(from + i) ? 2 : 1);
    timeDeltas.push(1000);
  }
  return {
    nodes: [
      { id: 1, callFrame: { functionName: '(idle)' } },
      { id: 2, callFrame: { functionName: 'draw' } },
    ],
    startTime: (from - 1) * 1000,
    endTime: (from + count) * 1000,
    samples,
    timeDeltas,
  };
}

describe('main-thread CPU per scroll frame', () => {
  it('sums the busy samples inside each frame, on the page clock', () => {
    // Page clock = profile clock - 900: frames [100, 120), [120, 140), [140, 160) are profile [1000, 1060).
    const busy = (ms: number) => (ms >= 1000 && ms < 1005) || (ms >= 1040 && ms < 1052);
    expect(cpuPerFrame(profile(busy), [100, 120, 140, 160], 900)).toEqual([5, 0, 12]);
  });

  it('leaves out samples before the first frame and after the last', () => {
    expect(
      cpuPerFrame(
        profile(() => true),
        [150, 160],
        900,
      ),
    ).toEqual([10]);
  });
});

describe('charts left blank in view', () => {
  it(`counts a chart in view ${BLANK_LIMIT_MS} ms at a stretch that was not drawn by ${BLANK_LIMIT_MS} ms after coming in`, () => {
    const inView = {
      1: [[0, 800]] as Array<[number, number]>, // drawn at 300: fine
      2: [[0, 800]] as Array<[number, number]>, // drawn at 700: blank for 700 ms
      3: [
        [0, 400],
        [1000, 1300],
      ] as Array<[number, number]>, // never 500 ms at a stretch
      4: [[2000, 2600]] as Array<[number, number]>, // never drawn
      5: [[2000, 2600]] as Array<[number, number]>, // drawn before it came in
    };
    const drawn = new Map([
      [1, 300],
      [2, 700],
      [5, 100],
    ]);
    expect(leftBlank(inView, drawn)).toEqual([2, 4]);
  });
});
