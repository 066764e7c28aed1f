// @vitest-environment happy-dom
// Issue 12's budgets: a page at rest spends no main-thread time on the one canvas. deck.gl's animation loop asks for
// every frame; Tessera draws through deck.redraw when a chart changes, so the loop is stopped once deck.gl is ready.
import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({
  props: null as null | {
    onLoad?: () => void;
    canvas?: HTMLCanvasElement;
    deviceProps?: { _initializeFeatures?: boolean };
  },
  stopped: 0,
  sizeAtCreation: null as null | [number, number],
}));
vi.mock('@deck.gl/core', async (importOriginal) => {
  const core = await importOriginal<Record<string, unknown>>();
  class FakeDeck {
    animationLoop = { stop: () => (made.stopped += 1) };
    isInitialized = true;
    constructor(props: NonNullable<typeof made.props>) {
      made.props = props;
      made.sizeAtCreation = props.canvas ? [props.canvas.width, props.canvas.height] : null;
    }
    setProps(): void {}
    redraw(): void {}
    finalize(): void {}
  }
  return { ...core, Deck: FakeDeck };
});

describe('the canvas at rest', () => {
  it("X13.06 deck.gl's animation loop is stopped once it is ready: no work a frame while nothing changes", async () => {
    const { browserEnvironment } = await import('../../src/charts/renderer/browserCanvas');
    const onReady = vi.fn();
    browserEnvironment('deck-idle-test').createDeck(document.body, onReady);
    expect(made.stopped).toBe(0);
    made.props?.onLoad?.();
    expect(onReady).toHaveBeenCalledOnce();
    expect(made.stopped).toBe(1);
  });

  it("X13.06 the WebGL canvas has a tile's size (the host's width, a tile tall) before deck.gl makes its context: no reallocation at the first drawing", async () => {
    const { browserEnvironment } = await import('../../src/charts/renderer/browserCanvas');
    const { BATCH_TILE_PX } = await import('../../src/charts/renderer/batches');
    const host = document.createElement('div');
    document.body.append(host);
    host.getBoundingClientRect = () => new DOMRect(0, 0, 812, 400);
    browserEnvironment('deck-size-test').createDeck(host, () => undefined);
    const dpr = window.devicePixelRatio || 1;
    expect(made.sizeAtCreation).toEqual([Math.floor(812 * dpr), Math.floor(BATCH_TILE_PX * dpr)]);
  });

  it('X13.06 the device is made without asking for every WebGL extension up front (features are checked as first used)', async () => {
    const { browserEnvironment } = await import('../../src/charts/renderer/browserCanvas');
    browserEnvironment('deck-features-test').createDeck(document.body, () => undefined);
    expect(made.props?.deviceProps?._initializeFeatures).toBe(false);
  });
});
