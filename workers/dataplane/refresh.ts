/**
 * Dashboard auto-refresh (spec 000 §9): every refresh_frequency seconds the charts not in
 * timed_refresh_immune_slices refresh, staggered (by default) across max(20% of the period, stagger_time)
 * so they do not all hit the server at once. One timer at a time; paused while the page is hidden.
 */
import type { RefreshListener, RefreshPlan, Timers, TimerId } from '../../src/core/dataplane';

/** stagger_time when the dashboard sets none. */
export const DEFAULT_STAGGER_TIME_MS = 5000;
/** Share of the refresh period the staggered refresh spreads over (at least stagger_time). */
export const STAGGER_SHARE = 0.2;

/** When, in ms after the start of a refresh, each of `count` charts refreshes. */
export function staggerOffsets(
  count: number,
  periodMs: number,
  staggerRefresh = true,
  staggerTime = DEFAULT_STAGGER_TIME_MS,
): number[] {
  const spread = Math.max(periodMs, staggerTime || DEFAULT_STAGGER_TIME_MS);
  const delay = staggerRefresh && count > 1 ? spread / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => delay * i);
}

/** The charts a timed refresh touches, in order. */
export function chartsToRefresh(plan: RefreshPlan): number[] {
  const immune = new Set(plan.timedRefreshImmuneSlices ?? []);
  return plan.chartIds.filter((id) => !immune.has(id));
}

/** Runs a refresh plan on injected timers. */
export class RefreshScheduler {
  private plan: RefreshPlan | null = null;
  private listener: RefreshListener | null = null;
  private timer: TimerId | null = null;
  private visible = true;
  private periodStart = 0;
  /** Charts of the current period still to refresh, each with its due time. */
  private due: { at: number; ids: number[] }[] = [];

  constructor(private readonly timers: Timers) {}

  /** Starts (or replaces) the plan; the first refresh comes one period from now. */
  start(plan: RefreshPlan, listener: RefreshListener): void {
    this.stop();
    if (!(plan.refreshFrequency > 0)) return;
    this.plan = plan;
    this.listener = listener;
    this.periodStart = this.timers.now();
    this.due = [];
    this.arm();
  }

  stop(): void {
    this.clear();
    this.plan = null;
    this.listener = null;
    this.due = [];
  }

  /** Pauses while hidden; on showing again a missed refresh runs at once. */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    if (!visible) this.clear();
    else if (this.plan) this.arm();
  }

  private get periodMs(): number {
    return (this.plan?.refreshFrequency ?? 0) * 1000;
  }

  private clear(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(): void {
    this.clear();
    if (!this.plan || !this.visible) return;
    const now = this.timers.now();
    const next = this.due[0];
    const at = next ? next.at : this.periodStart + this.periodMs;
    this.timer = this.timers.setTimeout(() => this.fire(), Math.max(0, at - now));
  }

  private fire(): void {
    this.timer = null;
    if (!this.plan || !this.listener) return;
    const now = this.timers.now();
    if (this.due.length === 0) {
      // A new period: when the page was hidden through one or more boundaries, count from now.
      this.periodStart = now - this.periodStart >= 2 * this.periodMs ? now : this.periodStart + this.periodMs;
      const ids = chartsToRefresh(this.plan);
      const offsets = staggerOffsets(
        ids.length,
        this.periodMs * STAGGER_SHARE,
        this.plan.staggerRefresh ?? true,
        this.plan.staggerTime,
      );
      const groups = new Map<number, number[]>();
      ids.forEach((id, i) => {
        const at = now + (offsets[i] ?? 0);
        groups.set(at, [...(groups.get(at) ?? []), id]);
      });
      this.due = [...groups].map(([at, group]) => ({ at, ids: group }));
    }
    const ready: number[] = [];
    while (this.due.length > 0 && (this.due[0] as { at: number }).at <= now)
      ready.push(...(this.due.shift() as { ids: number[] }).ids);
    if (ready.length > 0) this.listener(ready);
    this.arm();
  }
}
