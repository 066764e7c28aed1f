/**
 * The maps bench's baseline (bench/maps/baseline.html, in the instrumented build only): a deck.gl scatter the usual
 * way, as a page with a canvas of its own per chart does it. The chart's query is posted for JSON records, parsed on
 * the main thread, and handed to a ScatterplotLayer as an array of row objects with accessor functions; the camera is
 * a view state the page changes per frame. `window.__baseline` is what bench/maps/browser.ts drives and reads.
 */
import { Deck, MapView } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';

interface Row {
  longitude: number;
  latitude: number;
}

interface Camera {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** What the bench reads: the answer's arrival and the first frame after it (performance.now()), the rows drawn. */
interface BaselineRecord {
  answeredAt?: number;
  drawnAt?: number;
  rows?: number;
  error?: string;
}

const record: BaselineRecord = {};
let camera: Camera = { longitude: 10, latitude: 25, zoom: 1, bearing: 0, pitch: 0 };
let afterRender: (() => void) | null = null;
const deck = new Deck<MapView[]>({
  parent: document.getElementById('map') as HTMLDivElement | null,
  width: 1200,
  height: 700,
  views: [new MapView({ id: 'map', controller: false })],
  viewState: { map: camera },
  layers: [],
  onAfterRender: () => afterRender?.(),
});

const nextRender = (): Promise<void> =>
  new Promise((resolve) => {
    afterRender = () => {
      afterRender = null;
      resolve();
    };
  });

/** Fetches the chart's data as JSON and draws it; resolves once the first frame with the points is rendered. */
async function load(chartId: number): Promise<BaselineRecord> {
  try {
    const chart = (await (await fetch(`/api/v1/chart/${chartId}`)).json()) as { result: { query_context: string } };
    const queryContext = JSON.parse(chart.result.query_context) as Record<string, unknown>;
    const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
    const response = await fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf.result },
      body: JSON.stringify({ ...queryContext, result_format: 'json', result_type: 'full' }),
    });
    const text = await response.text();
    record.answeredAt = performance.now();
    const body = JSON.parse(text) as { result: { data: Row[] }[] };
    const rows = body.result[0]?.data ?? [];
    record.rows = rows.length;
    const rendered = nextRender();
    deck.setProps({
      layers: [
        new ScatterplotLayer<Row>({
          id: 'points',
          data: rows,
          getPosition: (d) => [d.longitude, d.latitude],
          getRadius: 1000,
          radiusUnits: 'meters',
          radiusMinPixels: 1,
          radiusMaxPixels: 4,
          getFillColor: [0, 122, 135, 153],
          pickable: true,
        }),
      ],
    });
    await rendered;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    record.drawnAt = performance.now();
  } catch (error) {
    record.error = String(error);
  }
  return record;
}

/** Moves the camera by a pan of (dx, dy) degrees and a zoom step; resolves once the frame is rendered. */
async function move(dLongitude: number, dZoom: number): Promise<void> {
  camera = { ...camera, longitude: camera.longitude + dLongitude, zoom: camera.zoom + dZoom };
  const rendered = nextRender();
  deck.setProps({ viewState: { map: camera } });
  await rendered;
}

declare global {
  interface Window {
    __baseline?: { load: typeof load; move: typeof move; record: BaselineRecord };
  }
}

window.__baseline = { load, move, record };
