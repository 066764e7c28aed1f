import { describe, expect, it } from 'vitest';
import { deferred } from '../../src/charts/plugins/xy/deferred';

describe('render-model fields only tooltips read', () => {
  it('are computed on first read, once, then kept as plain values in their place', () => {
    let runs = 0;
    const model = deferred({ a: 1, labels: [] as string[], b: 2 }, 'labels', () => {
      runs += 1;
      return ['x', 'y'];
    });
    expect(runs).toBe(0);
    expect(Object.keys(model)).toEqual(['a', 'labels', 'b']);
    expect(model.labels).toEqual(['x', 'y']);
    expect(model.labels).toBe(model.labels);
    expect(JSON.stringify(model)).toBe('{"a":1,"labels":["x","y"],"b":2}');
    expect(runs).toBe(1);
    expect(Object.getOwnPropertyDescriptor(model, 'labels')).toMatchObject({
      value: ['x', 'y'],
      enumerable: true,
      writable: true,
    });
  });

  it('a copy of the model reads them too', () => {
    const model = deferred({ labels: [] as string[] }, 'labels', () => ['late']);
    expect({ ...model }).toEqual({ labels: ['late'] });
  });
});
