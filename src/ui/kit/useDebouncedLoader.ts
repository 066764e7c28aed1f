/** A kit debounced loader held by a component: made on first use, reading the latest callbacks, cancelled on unmount. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createDebouncedLoader, type DebouncedLoader, type DebounceTimers } from './loader';

interface LoaderOptions<T> {
  load: (text: string, signal: AbortSignal) => Promise<T>;
  onResult: (result: T, text: string) => void;
  onError?: (error: unknown) => void;
  delayMs: number;
  timers?: DebounceTimers | undefined;
}

/** `search(text)` runs `load` after `delayMs` of quiet (the newer search aborts the older); `cancel()` drops it. */
export function useDebouncedLoader<T>(options: LoaderOptions<T>): DebouncedLoader {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const loader = useRef<DebouncedLoader | null>(null);
  useEffect(() => () => loader.current?.cancel(), []);
  const make = (): DebouncedLoader => {
    const now = latest.current;
    loader.current ??= createDebouncedLoader<T>({
      load: (text, signal) => latest.current.load(text, signal),
      onResult: (result, text) => latest.current.onResult(result, text),
      onError: (error) => latest.current.onError?.(error),
      delayMs: now.delayMs,
      ...(now.timers ? { timers: now.timers } : {}),
    });
    return loader.current;
  };
  return { search: (text) => make().search(text), cancel: () => loader.current?.cancel() };
}
