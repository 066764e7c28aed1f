/**
 * The browser bench's arithmetic, kept pure: one click's figure from the page's clock readings (the click, each
 * chart's repaint, the long tasks), a path's row of figures over its clicks, and where to aim a click at a pie's slice.
 */
import { quantile } from '../dashboard/measure';

/** A long task as the page's PerformanceObserver saw it: [startTime, duration] in ms. */
export type LongTask = [number, number];

/** One click: from the click to the last chart in scope repainted, and the long tasks that ran in between. */
export interface ClickFigure {
  ms: number;
  longTasks: number;
  longestTaskMs: number;
}

/**
 * A click at `clickAt` whose charts were repainted at `paintedAt` (page clock): the time to the last repaint, and the
 * long tasks overlapping the click's span.
 */
export function clickFigure(clickAt: number, paintedAt: readonly number[], tasks: readonly LongTask[]): ClickFigure {
  const end = paintedAt.length ? Math.max(...paintedAt) : clickAt;
  const during = tasks.filter(([start, duration]) => start + duration > clickAt && start < end);
  return {
    ms: end - clickAt,
    longTasks: during.length,
    longestTaskMs: during.reduce((m, [, d]) => Math.max(m, d), 0),
  };
}

/** A path's line of the printed table. */
export interface PathRow {
  path: string;
  charts: number;
  clicks: number;
  p50: number;
  p95: number;
  max: number;
  longTasks: number;
  longestTaskMs: number;
}

/** The row of `path` over its clicks (`charts` timed in each). */
export function pathRow(path: string, charts: number, clicks: readonly ClickFigure[]): PathRow {
  const ms = clicks.map((c) => c.ms);
  return {
    path,
    charts,
    clicks: clicks.length,
    p50: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
    max: ms.length ? Math.max(...ms) : NaN,
    longTasks: clicks.reduce((n, c) => n + c.longTasks, 0),
    longestTaskMs: clicks.reduce((m, c) => Math.max(m, c.longestTaskMs), 0),
  };
}

/** A screen point. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Where to click a slice: from the centre of the pie's plot (a square `size` px wide) towards the slice's label
 * anchor, a quarter of the plot out, inside both a donut's ring (0.15–0.35 of the plot) and a pie's disc (0–0.35).
 */
export function sliceAim(centre: Point, size: number, anchor: Point): Point {
  const dx = anchor.x - centre.x;
  const dy = anchor.y - centre.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return centre;
  return { x: centre.x + (dx / length) * 0.25 * size, y: centre.y + (dy / length) * 0.25 * size };
}
