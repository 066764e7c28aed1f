/** Tooltip contents from render models and what the pointer is over. */
import { getNumberFormatter } from '../../core/format';
import type { BigNumberModel, MapChartModel, PieChartModel, XYChartModel } from '../model';
import type { TooltipContent } from './overlays';

/**
 * All series at one x position, as Superset's axis tooltip; empty series left out. Where the pointer is at `along`
 * (normalised x), the annotation events within `near` of it and the intervals holding it follow, each as its layer's
 * name and its title and description.
 */
export function xyTooltip(model: XYChartModel, datum: number, along = NaN, near = 0): TooltipContent | null {
  const title = model.xLabels[datum];
  if (title === undefined) return null;
  const rows = model.series
    .map((s, i) => ({ label: s.label, value: model.valueLabels[i]?.[datum] ?? '', color: s.color }))
    .filter((row) => row.value !== '');
  for (const tip of model.annotations ?? []) {
    if (along < Math.min(tip.x0, tip.x1) - near || along > Math.max(tip.x0, tip.x1) + near) continue;
    const value = [tip.title, tip.description].filter(Boolean).join(' — ');
    rows.push({ label: tip.layer, value, color: tip.color });
  }
  return { title, rows };
}

/** One slice: its name, value and share. */
export function pieTooltip(model: PieChartModel, slice: number): TooltipContent | null {
  const s = model.slices[slice];
  if (!s) return null;
  if (s.details) return { title: s.label, rows: s.details.map((row, i) => (i ? row : { ...row, color: s.color })) };
  return { title: s.label, rows: [{ label: s.value, value: s.percent, color: s.color }] };
}

/** One trendline point: its x label and value. */
export function trendlineTooltip(model: BigNumberModel, datum: number): TooltipContent | null {
  const t = model.trendline;
  const title = t?.xLabels[datum];
  if (!t || title === undefined) return null;
  return { title, rows: [{ label: '', value: t.valueLabels[datum] ?? '' }] };
}

/** A map mark: each of its layer's tooltip fields for the datum (numbers formatted); null for the base map. */
export function mapTooltip(model: MapChartModel, layerId: string, datum: number): TooltipContent | null {
  const fields = model.tooltips[layerId];
  if (!fields?.length || datum < 0) return null;
  const cell = (field: (typeof fields)[number]): string => {
    if (field.numbers) {
      const n = field.numbers[datum];
      return n === undefined || Number.isNaN(n) ? '' : getNumberFormatter(field.format)(n);
    }
    const i = field.textIndex ? field.textIndex[datum] : datum;
    return i === undefined ? '' : (field.texts?.[i] ?? '');
  };
  const [first, ...rest] = fields;
  return {
    title: first ? `${first.label}: ${cell(first)}` : '',
    rows: rest.map((field) => ({ label: field.label, value: cell(field) })),
  };
}

/** The pick when it is a series' mark; null over an annotation layer's marks (`annotation:<name>`), which hold no datum. */
export function seriesPick<P extends { layerId: string }>(pick: P | null): P | null {
  return pick && !pick.layerId.startsWith('annotation:') ? pick : null;
}
