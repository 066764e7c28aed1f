/**
 * The dashboard bench's baseline (bench/dashboard/baseline.html), built the way a dashboard usually is: every chart draws
 * on its own canvas with its own deck.gl (one WebGL context each), and chart data is fetched and parsed with
 * json-bigint on the main thread.
 */
import JSONbig from 'json-bigint';
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { ChartCanvasContext, browserEnvironment, createChartCanvas } from '../../../src/charts';
import type { CanvasEnvironment, ChartCanvas } from '../../../src/charts';
import type { ChartDataSource } from '../../../src/ui/pages/dataSource';
import { resultOfRecords } from '../../../src/core/chart-plugin';
import type { ChartPlugin, ChartRegistry, QueryFormData } from '../../../src/core/chart-plugin';
import type { ChartDataResult } from '../../../src/core/query';
import { call } from '../../../src/state/app';
import type { ApiClient } from '../../../src/state/app';
import { mapRegistry } from '../../../tests/support/probe/probedRegistry';
import { getResult } from '../../../src/ui/pages/dashboardRequests';

type RenderProps = { model: unknown; width: number; height: number };

let decks = 0;

/**
 * A canvas manager drawing into one canvas covering `host`, drawn once and scrolled by the browser with the page:
 * the manager sees the host at the viewport's origin and every element relative to it, and no scroll events.
 */
function hostCanvas(host: HTMLElement): ChartCanvas {
  const browser = browserEnvironment(`baseline-deck-${(decks += 1)}`);
  const real = new WeakMap<object, Element>();
  const origin = {
    getBoundingClientRect: () => new DOMRect(0, 0, host.clientWidth, host.clientHeight),
    contains: () => false,
  } as unknown as Element;
  const env: CanvasEnvironment = {
    viewport: () => ({ width: host.clientWidth, height: host.clientHeight, dpr: window.devicePixelRatio || 1 }),
    listen: () => () => undefined,
    observe: (element, onResize) => browser.observe(real.get(element) ?? host, onResize),
    createDeck: (_host, onReady) => browser.createDeck(host, onReady),
    defaultHost: () => origin,
    beforeNextFrame: (callback) => browser.beforeNextFrame(callback),
  };
  const inner = createChartCanvas(env);
  inner.attach(origin);
  return {
    ...inner,
    register(element, layers) {
      const relative = {
        getBoundingClientRect() {
          const a = element.getBoundingClientRect();
          const b = host.getBoundingClientRect();
          return new DOMRect(a.left - b.left, a.top - b.top, a.width, a.height);
        },
      };
      real.set(relative, element);
      return inner.register(relative as unknown as Element, layers);
    },
  };
}

/** Wraps every plugin's view in a box with a canvas and deck.gl of its own. */
export function ownCanvasRegistry(
  base: ChartRegistry<ChartPlugin<unknown, unknown>>,
): ChartRegistry<ChartPlugin<unknown, unknown>> {
  return mapRegistry(base, (plugin) => {
    const Inner = plugin.render as ComponentType<RenderProps>;
    function OwnCanvas(props: RenderProps) {
      const host = useRef<HTMLDivElement>(null);
      const [canvas, setCanvas] = useState<ChartCanvas | null>(null);
      useEffect(() => {
        if (!host.current) return undefined;
        const created = hostCanvas(host.current);
        setCanvas(created);
        return () => created.destroy();
      }, []);
      return (
        <div ref={host} style={{ position: 'relative', zIndex: 0, width: props.width, height: props.height }}>
          {canvas ? (
            <ChartCanvasContext.Provider value={canvas}>
              <Inner {...props} />
            </ChartCanvasContext.Provider>
          ) : null}
        </div>
      );
    }
    return { ...plugin, render: OwnCanvas };
  });
}

/** Chart data the usual way: the main thread posts the query, reads the text and parses it with json-bigint. */
export function createMainThreadDataSource(options: {
  api: ApiClient;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  onDecoded?: (chartId: number, ms: number) => void;
}): ChartDataSource {
  const { api, registry } = options;
  const parser = JSONbig({ useNativeBigInt: true });
  let token: Promise<string> | null = null;
  return {
    getDashboard: (idOrSlug) => getResult(api, `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}`),
    getChart: (id) => getResult(api, `/api/v1/chart/${id}`),
    async getChartData(formData: QueryFormData) {
      token ??= call(api, { method: 'GET', path: '/api/v1/security/csrf_token/' }).then((r) =>
        String((r.body as { result: unknown }).result),
      );
      const context = registry.get(formData.viz_type)?.buildQuery(formData);
      const params = new URLSearchParams({
        form_data: JSON.stringify({ slice_id: formData.slice_id }),
        force: 'false',
      });
      const res = await fetch(`/api/v1/chart/data?${params}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': await token },
        body: JSON.stringify({ ...context, result_type: 'full', result_format: 'json' }),
      });
      const text = await res.text();
      const start = performance.now();
      const body = parser.parse(text) as { result?: ChartDataResult[]; message?: string };
      options.onDecoded?.(Number(formData.slice_id), performance.now() - start);
      if (!res.ok || !body.result)
        throw new Error(
          body.message ?? `Received unexpected response status (${res.status}) while fetching chart data`,
        );
      return body.result.map(resultOfRecords);
    },
  };
}
