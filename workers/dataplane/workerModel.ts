/**
 * Render models made where the data is: a worker-safe plugin's transformProps runs in the data worker on the results
 * it holds, and its model crosses to the page with its typed arrays transferred (no copy, no object per row).
 */
import type { ChartPropsContext, QueryFormData, WorkerModel, WorkerTransforms } from '../../src/core/chart-plugin';
import { toChartResults } from '../../src/core/dataplane';
import type { ChartDataRequest, ChartQueryResult } from '../../src/core/dataplane';

/** Objects structured clone carries as they are (their insides are data). */
const KEPT = [Date, RegExp, Map, Set, ArrayBuffer];
const kept = (value: object): boolean => KEPT.some((type) => value instanceof type);

/**
 * `value` as structured clone carries it: objects and arrays copied without their functions (a model's readers,
 * which the plugin's revive gives back on the page; structured clone would refuse them), typed arrays and the other
 * cloneable objects as they are. A class instance becomes its own fields, as structured clone makes it.
 */
export function cloneable(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || kept(value)) return value;
  if (Array.isArray(value))
    return value.map((item: unknown) => (typeof item === 'function' ? undefined : cloneable(item)));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item !== 'function') out[key] = cloneable(item);
  return out;
}

/** The ArrayBuffers under `value`'s typed arrays, each once: what a message moves to the page instead of copying. */
export function buffersIn(value: unknown, into: Set<ArrayBuffer> = new Set()): Set<ArrayBuffer> {
  if (typeof value !== 'object' || value === null) return into;
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer && value.buffer.byteLength > 0) into.add(value.buffer);
  } else if (Array.isArray(value)) {
    for (const item of value as unknown[]) if (typeof item === 'object') buffersIn(item, into);
  } else if (!kept(value)) {
    for (const item of Object.values(value)) buffersIn(item, into);
  }
  return into;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.toString() : String(error));

/**
 * The render model of a request that asked for one (`renderModel`: the chart's size and colours) and whose viz_type
 * has a worker-safe transformProps; undefined otherwise. A throw is the model's failure, as on the page.
 */
export function makeWorkerModel(
  transforms: WorkerTransforms,
  request: Pick<ChartDataRequest, 'formData' | 'renderModel'>,
  results: readonly ChartQueryResult[],
): WorkerModel | undefined {
  const context: ChartPropsContext | undefined = request.renderModel;
  const vizType = String(request.formData.viz_type);
  const transform = Object.hasOwn(transforms, vizType) ? transforms[vizType] : undefined;
  if (!context || !transform) return undefined;
  try {
    const model = transform(toChartResults(results), request.formData as QueryFormData, context);
    return { status: 'made', model: cloneable(model) };
  } catch (error) {
    return { status: 'failed', error: errorText(error), stack: error instanceof Error ? (error.stack ?? null) : null };
  }
}
