import { describe, expect, it } from 'vitest';
import { addDangerToast, addSuccessToast, dismissToast, setToastScheduler, toastStore } from '../../../src/state/app';

describe('toasts', () => {
  it('shows toasts and dismisses them when their time is up', () => {
    toastStore.toasts.splice(0);
    const pending: { fn: () => void; ms: number }[] = [];
    setToastScheduler((fn, ms) => {
      pending.push({ fn, ms });
      return () => undefined;
    });
    const a = addSuccessToast('Saved');
    addDangerToast('Broken');
    expect(toastStore.toasts.map((t) => [t.kind, t.text])).toEqual([
      ['success', 'Saved'],
      ['danger', 'Broken'],
    ]);
    expect(pending[1]?.ms).toBeGreaterThan(pending[0]?.ms ?? 0);
    pending[0]?.fn();
    expect(toastStore.toasts.map((t) => t.text)).toEqual(['Broken']);
    dismissToast(a);
    dismissToast(999);
    expect(toastStore.toasts.length).toBe(1);
  });
});
