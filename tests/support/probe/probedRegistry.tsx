/** A chart registry whose plugins report to the page probe: transformProps time, mount time and the marks drawn. */
import { useLayoutEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { ChartCanvasContext, useChartCanvas } from '../../../src/charts';
import type { ChartCanvas, MarkLayer } from '../../../src/charts';
import { ChartRegistry } from '../../../src/core/chart-plugin';
import type { ChartPlugin, ChartPropsContext, ChartResult, QueryFormData } from '../../../src/core/chart-plugin';
import { chartCommitted, chartProbe, modelCommitted, recordLayers } from './probe';
import type { ChartProbe, PageProbe } from './probe';

type RenderProps = { model: unknown; width: number; height: number };
type Render = ComponentType<RenderProps>;

/** A registry holding `base`'s plugins with their render (and optionally transformProps) replaced. */
export function mapRegistry(
  base: ChartRegistry<ChartPlugin<unknown, unknown>>,
  map: (plugin: ChartPlugin<unknown, unknown>) => ChartPlugin<unknown, unknown>,
): ChartRegistry<ChartPlugin<unknown, unknown>> {
  const registry = new ChartRegistry<ChartPlugin<unknown, unknown>>();
  for (const key of base.keys()) {
    const plugin = base.get(key);
    if (plugin) registry.register(key, typeof plugin.render === 'function' ? map(plugin) : plugin);
  }
  return registry;
}

/** A canvas that tells the probe which marks each chart handed it. */
function recordingCanvas(inner: ChartCanvas, record: ChartProbe): ChartCanvas {
  const keep = (layers: readonly MarkLayer[]) => recordLayers(record, layers);
  return {
    ...inner,
    register(element, layers) {
      keep(layers);
      const handle = inner.register(element, layers);
      return {
        key: handle.key,
        update(next) {
          keep(next);
          handle.update(next);
        },
        pick: (x, y, radius) => handle.pick(x, y, radius),
        dispose: () => handle.dispose(),
      };
    },
  };
}

/** Wraps every plugin so the probe hears about each chart. */
export function probedRegistry(
  base: ChartRegistry<ChartPlugin<unknown, unknown>>,
  probe: PageProbe,
): ChartRegistry<ChartPlugin<unknown, unknown>> {
  const chartOf = new WeakMap<object, ChartProbe>();
  return mapRegistry(base, (plugin) => {
    const Inner = plugin.render as Render;
    function ProbedRender(props: RenderProps) {
      const record = typeof props.model === 'object' && props.model ? chartOf.get(props.model) : undefined;
      const [renderStart] = useState(() => performance.now());
      const outer = useChartCanvas();
      const canvas = useMemo(() => (outer && record ? recordingCanvas(outer, record) : outer), [outer, record]);
      useLayoutEffect(() => {
        if (record && record.committedAt === undefined) chartCommitted(record, renderStart);
      }, [record, renderStart]);
      useLayoutEffect(() => {
        if (record) modelCommitted(record);
      }, [record, props.model]);
      return (
        <ChartCanvasContext.Provider value={canvas}>
          <Inner {...props} />
        </ChartCanvasContext.Provider>
      );
    }
    /** Makes the model (transformProps here, or the revive of the data worker's) and tells the probe its time. */
    const timed = (formData: QueryFormData, make: () => unknown): unknown => {
      const start = performance.now();
      const model = make();
      const record = chartProbe(probe, Number(formData.slice_id));
      record.transformedAt = performance.now();
      record.transformMs = record.transformedAt - start;
      record.vizType = formData.viz_type;
      if (typeof model === 'object' && model) chartOf.set(model, record);
      return model;
    };
    const inWorker = plugin.transformInWorker;
    const revive = inWorker?.revive;
    return {
      ...plugin,
      transformProps: (results, formData, context) =>
        timed(formData, () => plugin.transformProps(results, formData, context)),
      // A model the data worker made: the page's part of it is the revive (the identity where the plugin has none).
      ...(inWorker
        ? {
            transformInWorker: {
              revive: (model: unknown, results: ChartResult[], formData: QueryFormData, context: ChartPropsContext) =>
                timed(formData, () => (revive ? revive(model, results, formData, context) : model)),
            },
          }
        : {}),
      render: ProbedRender,
    };
  });
}
