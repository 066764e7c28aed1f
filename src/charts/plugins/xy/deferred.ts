/** Render-model fields that only a tooltip reads: formatted on first read rather than while the chart mounts. */

/**
 * Replaces `key` of `model` with a property computed by `compute` the first time it is read, then kept as a plain
 * value. The key keeps its place among the model's fields.
 */
export function deferred<M extends object, K extends keyof M>(model: M, key: K, compute: () => M[K]): M {
  Object.defineProperty(model, key, {
    configurable: true,
    enumerable: true,
    get(): M[K] {
      const value = compute();
      Object.defineProperty(model, key, { value, configurable: true, enumerable: true, writable: true });
      return value;
    },
  });
  return model;
}
