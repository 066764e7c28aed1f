/** The data boundary of the read-only pages: dashboards, charts and chart data come from here, injected. */
import type { ChartAnswer, ChartPropsContext, ChartResult, QueryFormData } from '../../core/chart-plugin';
import type { CrossFilterPrefetch, Visibility } from '../../core/dataplane';
import type { ExtraFormData } from '../../core/filters';

/** The fields of GET /api/v1/dashboard/{id_or_slug} the dashboard view reads. */
export interface DashboardRecord {
  id: number;
  dashboard_title: string;
  position_json: string | null;
  json_metadata: string | null;
  /** Who may edit it besides admins (with can_write on Dashboard). */
  owners?: { id: number }[];
}

/** The fields of GET /api/v1/chart/{id} the views read; params is the saved form data as a JSON string. */
export interface ChartRecord {
  id: number;
  slice_name: string;
  viz_type: string;
  params: string | Record<string, unknown> | null;
  datasource_id?: number;
  datasource_type?: string;
  /** The chart's description as HTML (GET /api/v1/dashboard/{id}/charts); the chart menu unfolds it (D2.25). */
  description_markeddown?: string | null;
}

/** What the pages ask for; the data plane implements it, tests use a fake. */
/** How one chart request goes: past the caches (force), and with the chart's own state from its data mask (D3.05). */
export interface ChartRequestOptions {
  force?: boolean;
  ownState?: Record<string, unknown>;
}

export interface ChartDataSource {
  getDashboard(idOrSlug: string | number): Promise<DashboardRecord>;
  getChart(id: number): Promise<ChartRecord>;
  /** The ids of every chart of the dashboard last opened, whether its layout places them or not (none on failure). */
  dashboardChartIds?(): Promise<number[]>;
  /** The records of the dashboard's charts from its chart list (none without one): the page warms their types. */
  dashboardChartRecords?(): Promise<ChartRecord[]>;
  /**
   * The form data a chart is drawn from, where it needs more than its controls: a deck_multi's with its layers' saved
   * charts (deck_layers), as explore's form data carries none. Absent: the form data as it is.
   */
  drawnFormData?(formData: QueryFormData): Promise<QueryFormData>;
  /** The chart's results, read by column. */
  getChartData(formData: QueryFormData, options?: ChartRequestOptions): Promise<ChartResult[]>;
  /**
   * The chart's results with the render model the data worker made from them at `context` (for a plugin declared
   * worker-safe); where it made none, the results alone and the page runs transformProps.
   */
  getChartAnswer?(
    formData: QueryFormData,
    context: ChartPropsContext,
    options?: ChartRequestOptions,
  ): Promise<ChartAnswer>;
  /**
   * The verbose names of the page's datasets by datasource key (`3__table`), each by column and metric name; none
   * when the page has no dashboard or they could not be read. Asked for together with a chart's record.
   */
  verboseMaps?(): Promise<ReadonlyMap<string, Readonly<Record<string, string>>>>;
  /** Hears how near a chart is to the screen, whenever that changes (the page's one visibility mechanism). */
  chartVisibility?(chartId: number, visibility: Visibility): void;
  /** What the page last said of a chart's visibility ('visible' for a chart not placed yet). */
  visibilityOf?(chartId: number): Visibility;
  /**
   * Settles once the page's first chart-data request has gone to the data plane: the dashboard starts deck.gl then,
   * so creating it (hundreds of milliseconds of main thread) overlaps the answers rather than delaying the requests.
   */
  chartDataRequested?(): Promise<void>;
  /**
   * Has the data worker fetch the cross-filter cubes of these charts' requests, each with the extra form data an
   * imagined click would give it, at the lowest priority; a newer call replaces an older one's. Resolves with what
   * the worker made (null when the prefetch could not start); never rejects.
   */
  prefetchCrossFilters?(
    targets: readonly { chartId: number; extraFormData: ExtraFormData }[],
  ): Promise<CrossFilterPrefetch | null>;
}

/**
 * When a page's chart canvas starts deck.gl (its attach option startEarly): once the page's first chart-data request
 * has left, or at once where the data source cannot say.
 */
export function canvasStartsWhen(dataSource: ChartDataSource): Promise<void> | true {
  return dataSource.chartDataRequested?.() ?? true;
}

/** A saved chart's form data: its params, with viz_type, slice_id and datasource filled from the record. */
export function formDataOfChart(chart: ChartRecord): QueryFormData {
  let params: Record<string, unknown> = {};
  if (typeof chart.params === 'string') {
    try {
      const parsed: unknown = JSON.parse(chart.params);
      if (parsed && typeof parsed === 'object') params = parsed as Record<string, unknown>;
    } catch {
      params = {};
    }
  } else if (chart.params) {
    params = chart.params;
  }
  const datasource =
    typeof params.datasource === 'string'
      ? params.datasource
      : chart.datasource_id !== undefined
        ? `${chart.datasource_id}__${chart.datasource_type ?? 'table'}`
        : '';
  return { ...params, datasource, viz_type: chart.viz_type || String(params.viz_type ?? 'table'), slice_id: chart.id };
}

/** The dashboard's colour settings from json_metadata (D2.04): scheme, namespace, and label colours every chart shares. */
export function dashboardColors(jsonMetadata: string | null): {
  colorScheme?: string;
  colorNamespace?: string;
  labelColors: Record<string, string>;
} {
  let meta: Record<string, unknown> = {};
  try {
    meta = jsonMetadata ? (JSON.parse(jsonMetadata) as Record<string, unknown>) : {};
  } catch {
    meta = {};
  }
  const labelColors = {
    ...(meta.shared_label_colors && !Array.isArray(meta.shared_label_colors) ? meta.shared_label_colors : {}),
    ...((meta.label_colors as object) ?? {}),
  } as Record<string, string>;
  return {
    ...(typeof meta.color_scheme === 'string' && meta.color_scheme ? { colorScheme: meta.color_scheme } : {}),
    ...(typeof meta.color_namespace === 'string' && meta.color_namespace
      ? { colorNamespace: meta.color_namespace }
      : {}),
    labelColors,
  };
}
