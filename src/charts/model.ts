/** Render models: the plain data transformProps produces and the renderer draws (typed arrays, domains, labels). */
import type { Viewport } from '../core/geo';

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
      /**
       * The first vertex of each inner ring (a hole), ascending: a polygon's vertices are its outer ring, then its
       * holes, each hole starting at one of these indices. Absent where no polygon has a hole.
       */
      holeIndices?: Uint32Array;
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
      /** Radius of each point in pixels, where points differ (else every point is radiusPx). */
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
  scale: 'time' | 'linear' | 'band' | 'log';
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
  /** The events and intervals of the annotation layers drawn (their marks are the layers `annotation:<name>`). */
  annotations?: AnnotationTip[];
  /**
   * A saved chart's cross filter (D11.01): by series (their dimension values, by series index) or, for a bar chart
   * with no dimension, by the x value of each datum.
   */
  crossFilter?: MarkCrossFilter & { by: 'series' | 'x' };
}

/** An annotation's event or interval as the tooltip shows it: its layer, where it sits (normalised x), its title. */
export interface AnnotationTip {
  layer: string;
  kind: 'event' | 'interval';
  x0: number;
  x1: number;
  title: string;
  description: string;
  /** The layer's colour (CSS). */
  color: string;
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
  slices: {
    label: string;
    value: string;
    percent: string;
    color: string;
    /** The tooltip's rows where the chart reads more than value and share (the sunburst's). */
    details?: { label: string; value: string }[];
  }[];
  labels: SliceLabel[];
  total: string | null;
  layers: MarkLayer[];
  legend: LegendItem[];
  showLegend: boolean;
  /**
   * A saved chart's cross filter (D11.01): its dimension columns and each slice's values of them, by slice index.
   * Absent where the chart has no id or no (non-temporal) dimension.
   */
  crossFilter?: MarkCrossFilter;
}

/** A filter value of a cross filter, as Superset's data mask carries it. */
export type FilterValue = string | number | boolean | null;

/**
 * What a click on a saved chart's mark cross-filters by (D11.01): its dimension columns and each mark's values of
 * them, by the mark's index (a pie's slice, a series, a bar's x position).
 */
export interface MarkCrossFilter {
  chartId: number;
  columns: string[];
  values: FilterValue[][];
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
  /** A saved aggregate table's cross filter (D11.01): a row click filters on its values of these groupby columns. */
  crossFilter?: { chartId: number; columns: string[] };
}

/** A header cell of the pivot table's column headers, spanning `span` value columns. */
export interface PivotHeaderCell {
  label: string;
  span: number;
  kind: 'leaf' | 'subtotal' | 'total';
}

/** A body row of the pivot table: its header labels per row field ('' under a group's first row) and its kind. */
export interface PivotRowModel {
  headers: string[];
  kind: 'leaf' | 'subtotal' | 'total';
  /** The row's group path (its key's labels less the last), for collapsing a group; empty for the total. */
  group: string[];
}

/** A body cell's text and the background its conditional formatting gives it. */
export interface PivotCell {
  text: string;
  background?: string;
}

/** Pivot tables: the column header rows, the body rows and their cells read on demand (large pivots stay fast). */
export interface PivotTableModel {
  type: 'pivot_table';
  vizType: string;
  /** Labels of the row fields (the corner of the header) and of the column fields (one header row each). */
  rowFields: string[];
  colFields: string[];
  headerRows: PivotHeaderCell[][];
  /** The kind of each value column. */
  columnKinds: ('leaf' | 'subtotal' | 'total')[];
  rows: PivotRowModel[];
  cell(row: number, column: number): PivotCell;
  emptyText: string | null;
}

/** A time-series table cell: a formatted number (or Superset's message) coloured by its bounds, or a sparkline. */
export type TimeTableCell =
  | { kind: 'value'; text: string; value: number | null; color: string | null }
  | {
      kind: 'spark';
      width: number;
      height: number;
      /** SVG path of the line in the cell's pixels, broken where a value is missing. */
      path: string;
      /** The y axis's lower and upper labels when the column shows it. */
      axis: [string, string] | null;
      /** The latest point's time and value, for the cell's title. */
      title: string;
    };

/** A time-series table column header. */
export interface TimeTableColumnModel {
  key: string;
  label: string;
  tooltip: string;
}

/** Time-series tables: a row per metric (or per group of the group-by), a cell per configured column. */
export interface TimeTableModel {
  type: 'time_table';
  vizType: string;
  rowHeader: string;
  columns: TimeTableColumnModel[];
  rows: { label: string; cells: TimeTableCell[] }[];
  emptyText: string | null;
}

/**
 * A map's mark layer: positions in Mercator world units (see core/geo), projected onto the chart's plot by its
 * camera when drawn. Points sized on the ground carry their radius in metres, drawn within a pixel range.
 */
export interface GeoMarks {
  marks: MarkLayer;
  /** The positions are [longitude, latitude] in degrees rather than world units: the GPU projects them as it draws. */
  lngLat?: boolean;
  radiusMeters?: Float32Array;
  radiusRangePx?: [number, number];
  /** Extruded polygons (deck_grid, deck_hex, deck_polygon with extruded on): each polygon's height in metres. */
  elevationMeters?: Float32Array;
  /** Points aggregated on the screen by deck.gl at each camera (deck_screengrid, deck_heatmap), not drawn as points. */
  screen?: ScreenAggregate;
}

/**
 * How deck.gl aggregates a map's points on the GPU at each camera, inside the map's view: summed into square cells
 * `cellPx` across (deck_screengrid, deck.gl's ScreenGridLayer), or spread over `radiusPx` by a kernel (deck_heatmap,
 * deck.gl's HeatmapLayer); coloured along `ramp` (RGBA stops, evenly spaced from the least weight to the most).
 */
export type ScreenAggregate =
  | { kind: 'grid'; weights: Float32Array; cellPx: number; ramp: Uint8Array }
  | {
      kind: 'heatmap';
      weights: Float32Array;
      radiusPx: number;
      intensity: number;
      threshold: number;
      aggregation: 'SUM' | 'MEAN';
      ramp: Uint8Array;
    };

/**
 * A raster tile under a map (TESSERA_MAP_TILE_URL): its loaded image and its bounds [left, bottom, right, top] in
 * Mercator world units, drawn in the map's view under its data.
 */
export interface MapTile {
  id: string;
  image: HTMLImageElement | ImageBitmap;
  bounds: [number, number, number, number];
}

/**
 * A map as the canvas draws it: a deck.gl map view of its own over the chart's plot, whose view state is the camera.
 * The layers stay in Mercator world units and go to the GPU once; moving the camera changes the view state only.
 */
export interface MapScene {
  viewport: Viewport;
  /** The base map's outlines (world units), drawn under the data; shared by every map. None under raster tiles. */
  basemap: MarkLayer | null;
  /** The loaded raster tiles the camera sees, under the data (none unless the installation sets a tile URL). */
  tiles?: readonly MapTile[];
  layers: readonly GeoMarks[];
}

/** A field of a map's tooltip: per datum, a number (formatted when shown) or a text. */
export interface MapTooltipField {
  label: string;
  numbers?: Float32Array | Float64Array;
  texts?: string[];
  /** Index into `texts` per datum, where texts are categories. */
  textIndex?: Uint32Array;
  format?: string;
}

/**
 * What a click on a map layer's mark cross-filters by: the columns, and per mark (indexed as its tooltip is) their
 * raw values and the selection's label.
 */
export interface CrossFilterTarget {
  columns: string[];
  /** How many marks the target covers. */
  count: number;
  /**
   * Where the cells are, as plain data a model made in the data worker carries to the page: the result row of each
   * mark (through `datum` where marks are picked by their own index) and the selection's label of each.
   */
  cells: CrossFilterCells;
  /** The filter value of each column and the selection's label for the mark at `index`, read when it is clicked. */
  at(index: number): { values: (string | number | boolean | null)[]; label: string };
}

/** The rows (and labels) a cross-filter target reads its cells from. */
export interface CrossFilterCells {
  /** The result row of each entry. */
  rows: ArrayLike<number>;
  /** The selection's label of each entry; the cells themselves where absent or empty. */
  labels?: readonly string[];
  /** The entry of each mark, where marks are not the entries themselves (a path's or a line's marks). */
  datum?: Uint32Array;
}

/** deck.gl geo charts: a camera, the base map and data layers, the legend and the rows that could not be drawn. */
export interface MapChartModel {
  type: 'map';
  vizType: string;
  /** The camera the map opens with (the saved viewport, or the data's bounds with autozoom). */
  viewport: Viewport;
  /** Data layers, drawn over the base map in order. */
  layers: GeoMarks[];
  legend: LegendItem[];
  showLegend: boolean;
  /** Tooltip fields per data layer id (datum index of the layer's marks). */
  tooltips: Record<string, MapTooltipField[]>;
  /** Rows skipped for a missing, out-of-range or unparseable position. */
  invalidRows: number;
  /** Why those rows were skipped, where it is not their position (the footer says 'no valid position' else). */
  invalidReason?: string;
  /** The chart's id and, per data layer id, what a click on its marks cross-filters by (interactive charts). */
  crossFilter?: { chartId: number; targets: Record<string, CrossFilterTarget> };
  /** Shown instead of the map when no row could be drawn. */
  emptyText: string | null;
}

/** A word of a word cloud: its text, font size in pixels, rotation in degrees, colour and formatted value. */
export interface CloudWord {
  text: string;
  size: number;
  rotate: number;
  color: string;
  value: string;
}

/** Word clouds: the words biggest first; the view lays them out (d3-cloud) at its size and draws them as text. */
export interface WordCloudModel {
  type: 'word_cloud';
  vizType: string;
  words: CloudWord[];
  /** The metric's label, for the tooltip. */
  metricLabel: string;
  emptyText: string | null;
}

/** Every render model a built-in chart type produces. */
export type ChartModel =
  | XYChartModel
  | PieChartModel
  | BigNumberModel
  | TableModel
  | PivotTableModel
  | TimeTableModel
  | MapChartModel
  | WordCloudModel;
