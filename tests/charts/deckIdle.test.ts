// @vitest-environment happy-dom
// Issue 12's budgets: a page at rest spends no main-thread time on the one canvas. deck.gl's animation loop asks for
// every frame; Tessera draws through deck.redraw when a chart changes, so the loop is stopped once deck.gl is ready.
import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ props: null as null | { onLoad?: () => void }, stopped: 0 }));
vi.mock('@deck.gl/core', async (importOriginal) => {
  const core = await importOriginal<Record<string, unknown>>();
  class FakeDeck {
    animationLoop = { stop: () => (made.stopped += 1) };
    isInitialized = true;
    constructor(props: { onLoad?: () => void }) {
      made.props = props;
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
});
