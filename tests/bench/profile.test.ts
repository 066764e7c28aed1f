// The explore benches' --profile summary: self time per function, summed over the profile's samples.
import { describe, expect, it } from 'vitest';
import { topSelfTime } from '../../bench/explore/profile';

const frame = (functionName: string, line: number) => ({
  functionName,
  url: 'http://127.0.0.1:5000/assets/app-abc.js',
  lineNumber: line,
  columnNumber: 9,
});

describe('topSelfTime', () => {
  it('sums each sampled function by its time deltas, most first, and names where it is', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('render', 10) },
        { id: 2, callFrame: frame('', 20) },
      ],
      samples: [1, 2, 1, 1],
      timeDeltas: [1000, 500, 2000, 250],
    };
    expect(topSelfTime(profile)).toEqual([
      { name: 'render app-abc.js:11:10', ms: 3.25 },
      { name: '(anonymous) app-abc.js:21:10', ms: 0.5 },
    ]);
    expect(topSelfTime(profile, 1)).toHaveLength(1);
  });
});
