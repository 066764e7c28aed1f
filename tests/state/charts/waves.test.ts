import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import {
  WAVE_HOLD_MS,
  chartsState,
  configureCharts,
  fetchChart,
  loadChart,
  onWaveCommitted,
} from '../../../src/state/charts';
import type { ChartDataOutcome, DataPlane } from '../../../src/core/dataplane';
import type { ChartResult } from '../../../src/core/chart-plugin';

interface Answer {
  resolve: (results: ChartResult[]) => void;
  reject: (error: Error) => void;
}

/** A chart load whose results the test hands out; the model is the first result's rowcount. */
function loader() {
  const answers = new Map<number, Answer>();
  const load = (id: number, together?: boolean) =>
    loadChart(id, {
      ...(together === undefined ? {} : { together }),
      plugin: { transformProps: (results) => ({ rows: (results[0] as ChartResult | undefined)?.rowcount ?? 0 }) },
      formData: { datasource: '1__table', viz_type: 'table' },
      context: { width: 10, height: 10 },
      results: () =>
        new Promise<ChartResult[]>((resolve, reject) => answers.set(id, { resolve, reject: (e) => reject(e) })),
    });
  const answer = (id: number, rowcount: number) =>
    answers.get(id)?.resolve([{ rowcount, colnames: [], coltypes: [], data: [] } as unknown as ChartResult]);
  return { load, answer, answers };
}

const rows = (id: number) => (chartsState.charts[String(id)]?.model?.value as { rows: number } | undefined)?.rows;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const settled = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Draws charts `ids` once (their first answers), so a later load is a reload of a drawn chart. */
async function drawn(ids: number[], l: ReturnType<typeof loader>) {
  const first = ids.map((id) => l.load(id));
  ids.forEach((id) => l.answer(id, 1));
  await Promise.all(first);
  await nextTask();
}

let disconnect = () => {};
beforeEach(() => {
  chartsState.charts = {};
  disconnect = configureCharts({
    dataPlane: {} as never,
    now: () => 0,
    logger: { warn: () => {}, info: () => {} },
  });
});
afterEach(() => {
  disconnect();
  vi.useRealTimers();
});

describe('a wave of reloads (a cross filter, a refresh) is committed together, so the page repaints it in one frame', () => {
  it("drawn charts reloaded in one task: an early answer waits for the others' and all are committed in one store change", async () => {
    const l = loader();
    await drawn([1, 2, 3], l);
    const waves: number[] = [];
    const stop = onWaveCommitted(() => waves.push(rows(1) ?? -1));
    const reloads = [1, 2, 3].map((id) => l.load(id));
    let changes = 0;
    const unsubscribe = subscribe(chartsState, () => (changes += 1));
    l.answer(1, 10);
    l.answer(2, 20);
    await settled();
    expect([rows(1), rows(2), rows(3)]).toEqual([1, 1, 1]);
    l.answer(3, 30);
    await Promise.all(reloads);
    expect([rows(1), rows(2), rows(3)]).toEqual([10, 20, 30]);
    await settled();
    expect(changes).toBe(1);
    expect(waves).toEqual([10]);
    unsubscribe();
    stop();
  });

  it(`an answer that is late does not hold the others past WAVE_HOLD_MS (${WAVE_HOLD_MS} ms); it is committed on its own`, async () => {
    const l = loader();
    await drawn([1, 2], l);
    vi.useFakeTimers();
    const early = l.load(1);
    const late = l.load(2);
    l.answer(1, 10);
    await settled();
    expect(rows(1)).toBe(1);
    await vi.advanceTimersByTimeAsync(WAVE_HOLD_MS);
    await early;
    expect([rows(1), rows(2)]).toEqual([10, 1]);
    l.answer(2, 20);
    await late;
    expect(rows(2)).toBe(20);
  });

  it('a reload alone, or a chart drawn for the first time, is committed as soon as its answer comes', async () => {
    const l = loader();
    const first = l.load(5);
    const other = l.load(6);
    l.answer(5, 1);
    await first;
    expect(rows(5)).toBe(1); // chart 6, loading for the first time too, held nothing
    l.answer(6, 2);
    await other;
    await nextTask();
    const reload = l.load(5);
    l.answer(5, 50);
    await reload;
    expect(rows(5)).toBe(50);
  });

  it('a chart off the screen (together: false) commits its answer when it comes, and the wave does not wait for it', async () => {
    const l = loader();
    await drawn([1, 2, 3], l);
    const onScreen = [l.load(1), l.load(2)];
    const offScreen = l.load(3, false);
    l.answer(3, 30);
    await offScreen;
    expect([rows(1), rows(2), rows(3)]).toEqual([1, 1, 30]);
    l.answer(1, 10);
    l.answer(2, 20);
    await Promise.all(onScreen);
    expect([rows(1), rows(2)]).toEqual([10, 20]);
  });

  it('a failed answer and an answer made stale by a newer load take their turn in the wave; the stale one commits nothing', async () => {
    const l = loader();
    await drawn([1, 2, 3], l);
    const failing = l.load(1);
    const stale = l.load(2);
    const staleAnswer = l.answers.get(2);
    const third = l.load(3);
    const newer = l.load(2);
    l.answers.get(1)?.reject(new Error('Boom'));
    l.answer(3, 30);
    staleAnswer?.resolve([{ rowcount: 7 } as unknown as ChartResult]);
    await settled();
    expect(rows(3)).toBe(1);
    l.answer(2, 99); // the newer load's answer, the last the wave waits for
    await Promise.all([failing, stale, third, newer]);
    expect(chartsState.charts['1']).toMatchObject({ chartStatus: 'failed', chartAlert: 'Boom' });
    expect([rows(2), rows(3)]).toEqual([99, 30]);
  });

  describe("a chart's status moved by the data plane's answer (fetchChart) waits in the chart's wave", () => {
    /** Loads whose results come through fetchChart from the charts' data plane, whose answers the test hands out. */
    function planeLoader() {
      const pending = new Map<number, (outcome: ChartDataOutcome) => void>();
      const plane = {
        fetchChartData: ({ chartId }: { chartId: number }) =>
          new Promise<ChartDataOutcome>((resolve) => pending.set(chartId, resolve)),
      } as unknown as DataPlane;
      const load = (id: number) =>
        loadChart(id, {
          plugin: { transformProps: (results) => ({ rows: (results[0] as ChartResult | undefined)?.rowcount ?? 0 }) },
          formData: { datasource: '1__table', viz_type: 'table' },
          context: { width: 10, height: 10 },
          results: async () => {
            const outcome = await fetchChart(id, { formData: { datasource: '1__table', viz_type: 'table' } });
            if (outcome.status !== 'success') throw new Error(outcome.status);
            return outcome.results as unknown as ChartResult[];
          },
        });
      const answer = (id: number, rowcount: number) =>
        pending.get(id)?.({
          status: 'success',
          results: [{ rowcount, colnames: [], coltypes: [], data: [] }] as never,
          fromCache: false,
          local: true,
        });
      disconnect();
      disconnect = configureCharts({ dataPlane: plane, now: () => 0, logger: { warn: () => {}, info: () => {} } });
      /** Charts 1 and 2 loaded and drawn once, so a later load is a reload in a wave. */
      const drawn = async () => {
        const first = [1, 2].map((id) => load(id));
        answer(1, 1);
        answer(2, 1);
        await Promise.all(first);
        await nextTask();
      };
      return { load, answer, drawn };
    }
    const status = (id: number) => chartsState.charts[String(id)]?.chartStatus;

    it('an answered chart of a wave stays loading until the wave commits, then leaves it with its new model in one store change', async () => {
      const l = planeLoader();
      const first = [1, 2].map((id) => l.load(id));
      l.answer(1, 1);
      await settled();
      expect(status(1)).toBe('success'); // a first load holds no wave: its status moves as it is answered
      l.answer(2, 1);
      await Promise.all(first);
      await nextTask();
      const reloads = [1, 2].map((id) => l.load(id));
      expect([status(1), status(2)]).toEqual(['loading', 'loading']);
      let changes = 0;
      const unsubscribe = subscribe(chartsState, () => (changes += 1));
      l.answer(1, 10);
      await settled();
      expect([status(1), rows(1)]).toEqual(['loading', 1]);
      expect(changes).toBe(0);
      l.answer(2, 20);
      await Promise.all(reloads);
      await settled();
      expect([status(1), rows(1), status(2), rows(2)]).toEqual(['success', 10, 'success', 20]);
      expect(changes).toBe(1);
      unsubscribe();
    });

    it('a status held in a wave is not set over a newer load of the chart started before the wave commits', async () => {
      const l = planeLoader();
      await l.drawn();
      vi.useFakeTimers();
      const reloads = [1, 2].map((id) => l.load(id));
      l.answer(1, 10);
      await settled();
      const newer = l.load(1);
      await vi.advanceTimersByTimeAsync(WAVE_HOLD_MS);
      expect([status(1), rows(1)]).toEqual(['loading', 1]);
      l.answer(2, 20);
      l.answer(1, 11);
      await Promise.all([...reloads, newer]);
      await vi.advanceTimersByTimeAsync(WAVE_HOLD_MS);
      expect([status(1), rows(1)]).toEqual(['success', 11]);
    });

    it("a wave's held status of an older answer is not set over a newer load's answer committed before the wave", async () => {
      const l = planeLoader();
      await l.drawn();
      const reloads = [1, 2].map((id) => l.load(id));
      l.answer(1, 10);
      await settled();
      await nextTask();
      const newer = l.load(1);
      l.answer(1, 11);
      await newer;
      const response = () => (chartsState.charts['1']?.queriesResponse as { rowcount: number }[] | null)?.[0]?.rowcount;
      expect([status(1), rows(1), response()]).toEqual(['success', 11, 11]);
      l.answer(2, 20);
      await Promise.all(reloads);
      await settled();
      expect([status(1), rows(1), response(), rows(2)]).toEqual(['success', 11, 11, 20]);
    });
  });
});
