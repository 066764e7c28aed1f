/** Render models: the plain data transformProps produces and the renderer draws (typed arrays, domains, labels). */

/** A colour as 0-255 RGBA. */
export type RGBA = [number, number, number, number];

/**
 * Marks for one deck.gl layer. Positions are in the chart's normalised plot space: x and y in [0, 1], y up.
 * Colours are per vertex (paths, polygons) or per point, four bytes each.
 */
export type MarkLayer =
  | {
      kind: 'path';
      id: string;
      count: number;
      positions: Float32Array;
      startIndices: Uint32Array;
      colors: Uint8Array;
      widthPx: number;
      /** Series index of each path. */
      series: Uint32Array;
    }
  | {
      kind: 'polygon';
      id: string;
      count: number;
      positions: Float32Array;
      startIndices: Uint32Array;
      colors: Uint8Array;
      /** Series index and datum index of each polygon (bar, slice or area). */
      series: Uint32Array;
      datum: Uint32Array;
    }
  | {
      kind: 'point';
      id: string;
      count: number;
      positions: Float32Array;
      colors: Uint8Array;
      radiusPx: number;
      /** Each point's own radius in pixels (bubbles), in place of radiusPx. */
      radii?: Float32Array;
      series: Uint32Array;
      datum: Uint32Array;
    };

/** A tick of an axis: where it sits along the axis in [0, 1] and its text. */
export interface AxisTick {
  position: number;
  label: string;
}

/** An axis as the SVG overlay draws it. */
export interface AxisModel {
  scale: 'time' | 'linear' | 'band';
  /** Numeric extent (time in epoch ms) or the band categories. */
  domain: [number, number] | string[];
  ticks: AxisTick[];
  title: string;
}

/** A legend entry. */
export interface LegendItem {
  label: string;
  color: string;
}

/** A series of an x/y chart. */
export interface SeriesModel {
  label: string;
  color: string;
}

/** Line, bar, area and scatter charts. */
export interface XYChartModel {
  type: 'xy';
  vizType: string;
  orientation: 'vertical' | 'horizontal';
  /** The axis along which categories or time run, and the value axis. */
  xAxis: AxisModel;
  yAxis: AxisModel;
  /** The right-hand value axis of a mixed chart whose query B is on the secondary axis. */
  yAxisSecondary?: AxisModel;
  series: SeriesModel[];
  /** Formatted x value per datum index, for tooltips. */
  xLabels: string[];
  /** Normalised position of each datum along the x axis (the band centre for bars). */
  xPositions: Float32Array;
  /** Formatted value per series and datum ('' where the value is missing). */
  valueLabels: string[][];
  layers: MarkLayer[];
  legend: LegendItem[];
  showLegend: boolean;
}

/** A pie or donut slice label. */
export interface SliceLabel {
  text: string;
  /** Anchor in normalised plot space and which side of it the text goes. */
  x: number;
  y: number;
  align: 'start' | 'middle' | 'end';
}

/** Pie and donut charts, and the other part-of-a-whole charts drawn as shapes with labels (funnel, gauge, treemap). */
export interface PieChartModel {
  type: 'pie';
  vizType: string;
  /** Drawn over the whole cell rather than in a centred square. */
  fill?: boolean;
  slices: { label: string; value: string; percent: string; color: string }[];
  labels: SliceLabel[];
  total: string | null;
  layers: MarkLayer[];
  legend: LegendItem[];
  showLegend: boolean;
}

/** Big number charts: headline text, and a trendline drawn in the canvas. */
export interface BigNumberModel {
  type: 'big_number';
  vizType: string;
  headline: string;
  subheader: string;
  /** Change against an earlier point, formatted, with its sign for colouring. */
  change: { text: string; sign: -1 | 0 | 1 } | null;
  /** Shown instead of the headline when there is no value. */
  emptyText: string | null;
  trendline: { layers: MarkLayer[]; xLabels: string[]; valueLabels: string[]; xPositions: Float32Array } | null;
  headerFontSize: number;
  subheaderFontSize: number;
}

/** Horizontal alignment of a table column. */
export type ColumnAlign = 'left' | 'center' | 'right';

/** A table column with its display configuration resolved. */
export interface TableColumnModel {
  key: string;
  label: string;
  kind: 'number' | 'string' | 'time' | 'boolean';
  isMetric: boolean;
  isPercentMetric: boolean;
  width: number | null;
  align: ColumnAlign;
  numberFormat: string | null;
  smallNumberFormat: string | null;
  timeFormat: string | null;
  fractionDigits: number | null;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  truncate: boolean;
  /** Extent of the column's values, for cell bars. */
  extent: [number, number] | null;
}

/** The table's records, read by column: the view reads the cells of the rows it shows, never a row object. */
export interface TableRows {
  readonly length: number;
  cell(row: number, key: string): unknown;
  /** The data worker's name of the table the rows come from, where search and sort run; absent for rows from JSON. */
  localTable?: string;
}

/** The spec's operators: none, comparisons and four between variants. */
export type Comparator = 'None' | '>' | '<' | '≥' | '≤' | '=' | '≠' | '< x <' | '≤ x ≤' | '≤ x <' | '< x ≤';

/** A saved formatter: column, colour and comparison (spec 001 §3, conditional formatter). */
export interface ConditionalFormattingRule {
  column?: string;
  colorScheme?: string;
  operator?: Comparator;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
}

/** Table charts: columns, the records, and the toolbar settings. */
export interface TableModel {
  type: 'table';
  vizType: string;
  columns: TableColumnModel[];
  rows: TableRows;
  rowCount: number;
  includeSearch: boolean;
  pageLength: number;
  conditionalFormatting: ConditionalFormattingRule[];
}

/** Every render model a built-in chart type produces. */
export type ChartModel = XYChartModel | PieChartModel | BigNumberModel | TableModel;
