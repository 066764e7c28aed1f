/** Tooltip contents from render models and what the pointer is over. */
import type { BigNumberModel, PieChartModel, XYChartModel } from '../model';
import type { TooltipContent } from './overlays';

/** All series at one x position, as Superset's axis tooltip; empty series left out. */
export function xyTooltip(model: XYChartModel, datum: number): TooltipContent | null {
  const title = model.xLabels[datum];
  if (title === undefined) return null;
  const rows = model.series
    .map((s, i) => ({ label: s.label, value: model.valueLabels[i]?.[datum] ?? '', color: s.color }))
    .filter((row) => row.value !== '');
  return { title, rows };
}

/** One slice: its name, value and share. */
export function pieTooltip(model: PieChartModel, slice: number): TooltipContent | null {
  const s = model.slices[slice];
  if (!s) return null;
  return { title: s.label, rows: [{ label: s.value, value: s.percent, color: s.color }] };
}

/** One trendline point: its x label and value. */
export function trendlineTooltip(model: BigNumberModel, datum: number): TooltipContent | null {
  const t = model.trendline;
  const title = t?.xLabels[datum];
  if (!t || title === undefined) return null;
  return { title, rows: [{ label: '', value: t.valueLabels[datum] ?? '' }] };
}
