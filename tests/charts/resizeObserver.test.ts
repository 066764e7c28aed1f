import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEnvironment } from '../../src/charts';

/** A ResizeObserver stand-in recording what it observes; `fire` reports resizes of some targets. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element }[]) => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  fire(targets: Element[]) {
    this.callback(targets.map((target) => ({ target })));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeResizeObserver.instances = [];
});

describe('the browser environment’s resize observation', () => {
  it('one observer for every element; each resize reaches that element’s callbacks; the last stopper unobserves', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const env = browserEnvironment();
    const [a, b] = [{} as Element, {} as Element];
    const calls: string[] = [];
    const stopA1 = env.observe(a, () => calls.push('a1'));
    const stopA2 = env.observe(a, () => calls.push('a2'));
    const stopB = env.observe(b, () => calls.push('b'));
    expect(FakeResizeObserver.instances).toHaveLength(1);
    const observer = FakeResizeObserver.instances[0]!;
    expect([...observer.observed]).toEqual([a, b]);
    observer.fire([a]);
    expect(calls).toEqual(['a1', 'a2']);
    stopA1();
    observer.fire([a, b]);
    expect(calls).toEqual(['a1', 'a2', 'a2', 'b']);
    expect(observer.observed.has(a)).toBe(true);
    stopA2();
    stopA2();
    expect(observer.observed.has(a)).toBe(false);
    stopB();
    observer.fire([a, b]);
    expect(calls).toHaveLength(4);
  });
});
