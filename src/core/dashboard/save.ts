/** Saving a dashboard: the PUT and copy bodies (spec 000 §5 "Saving a dashboard", §7 "Saving") and the overwrite diff. */
import { getCategoricalSchemeRegistry } from '../color';
import type { DashboardLayout } from '../layout';

/** The title a dashboard saved without one gets (D7.07). */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** An owner or role as the app holds it: an id, or a record carrying one. */
export type IdOrRecord = number | { id: number };

/** What the user is saving: the dashboard's fields, its parsed metadata and its layout. */
export interface DashboardSaveInput {
  dashboard_title: string | null | undefined;
  slug: string | null | undefined;
  css: string | null | undefined;
  certified_by: string | null | undefined;
  certification_details: string | null | undefined;
  owners: readonly IdOrRecord[] | null | undefined;
  roles: readonly IdOrRecord[] | null | undefined;
  /** json_metadata parsed; positions in it are replaced by `positions`. */
  metadata: Readonly<Record<string, unknown>>;
  positions: DashboardLayout;
  /** The colour scheme the dashboard was opened (or last saved) with: a different one writes color_scheme_domain. */
  savedColorScheme?: string | null;
}

/** The body of PUT /api/v1/dashboard/{id} (D7.01). */
export interface DashboardPutBody {
  certified_by: string;
  certification_details: string;
  css: string;
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles?: number[];
  json_metadata: string;
}

const idOf = (o: IdOrRecord): number => (typeof o === 'number' ? o : o.id);

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The colours of a categorical scheme, or none for an unknown or empty one (color_scheme_domain, D2.05). */
export function colorSchemeDomain(scheme: string | null | undefined): string[] {
  if (!scheme) return [];
  const found = getCategoricalSchemeRegistry().get(scheme);
  return found ? [...found.colors] : [];
}

/**
 * json_metadata as saved (D7.02): the metadata with its colour fields filled (D2.05, D2.07), default_filters as a
 * JSON string, filter_scopes, chart_configuration and the layout as positions.
 */
export function saveMetadata(input: DashboardSaveInput): Record<string, unknown> {
  const m = input.metadata;
  const scheme = typeof m.color_scheme === 'string' ? m.color_scheme : '';
  const schemeChanged = (input.savedColorScheme ?? '') !== scheme;
  const domain = Array.isArray(m.color_scheme_domain) ? (m.color_scheme_domain as unknown[]) : [];
  const defaultFilters =
    typeof m.default_filters === 'string' ? m.default_filters : JSON.stringify(record(m.default_filters));
  return {
    ...m,
    color_scheme: scheme,
    color_scheme_domain: schemeChanged ? colorSchemeDomain(scheme) : domain,
    expanded_slices: record(m.expanded_slices),
    label_colors: record(m.label_colors),
    shared_label_colors: record(m.shared_label_colors),
    refresh_frequency: typeof m.refresh_frequency === 'number' ? m.refresh_frequency : 0,
    timed_refresh_immune_slices: Array.isArray(m.timed_refresh_immune_slices) ? m.timed_refresh_immune_slices : [],
    default_filters: defaultFilters,
    filter_scopes: record(m.filter_scopes),
    chart_configuration: record(m.chart_configuration),
    positions: input.positions,
  };
}

/**
 * The PUT body (D7.01): an empty title becomes '[ untitled dashboard ]' (D7.07), an empty slug null (D7.08),
 * certification details are dropped without a certifier (D7.09), owners and roles go as ids (D7.10), roles only
 * with DASHBOARD_RBAC (D2.03).
 */
export function dashboardPutBody(input: DashboardSaveInput, options: { rbac: boolean }): DashboardPutBody {
  const certifiedBy = input.certified_by?.trim() ? input.certified_by : '';
  const body: DashboardPutBody = {
    certified_by: certifiedBy,
    certification_details: certifiedBy ? (input.certification_details ?? '') : '',
    css: input.css ?? '',
    dashboard_title: input.dashboard_title?.trim() ? input.dashboard_title : UNTITLED_DASHBOARD,
    slug: input.slug?.trim() ? input.slug.trim() : null,
    owners: (input.owners ?? []).map(idOf),
    json_metadata: JSON.stringify(saveMetadata(input)),
  };
  if (options.rbac) body.roles = (input.roles ?? []).map(idOf);
  return body;
}

/** The body of POST /superset/copy_dash/{id}/ (D7.06): the fields and metadata, the layout and duplicate_slices. */
export function copyDashboardBody(input: DashboardSaveInput, duplicateSlices: boolean): { data: string } {
  const put = dashboardPutBody(input, { rbac: false });
  const { positions, ...meta } = saveMetadata(input);
  return {
    data: JSON.stringify({
      css: put.css,
      dashboard_title: put.dashboard_title,
      duplicate_slices: duplicateSlices,
      json_metadata: JSON.stringify(meta),
      positions,
    }),
  };
}

/** One item that differs between the stored dashboard and the one being saved (D7.05). */
export interface OverwriteItem {
  keyPath: string;
  oldValue: string;
  newValue: string;
}

/** The stored dashboard as GET /api/v1/dashboard/{id} answers it, as far as the diff reads it. */
export interface StoredDashboard {
  dashboard_title?: string | null;
  slug?: string | null;
  css?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  json_metadata?: string | null;
  position_json?: string | null;
  owners?: readonly IdOrRecord[];
}

/** The metadata fields the overwrite check compares, besides the dashboard's own fields and its layout. */
const INSPECTED_METADATA = [
  'color_scheme',
  'color_namespace',
  'label_colors',
  'shared_label_colors',
  'refresh_frequency',
  'expanded_slices',
  'filter_scopes',
  'chart_configuration',
  'native_filter_configuration',
  'cross_filters_enabled',
  'filter_bar_orientation',
] as const;

function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    return record(JSON.parse(text));
  } catch {
    return {};
  }
}

/** A value written so that equal values read the same whatever their key order. */
function canonical(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return typeof value === 'string' ? value : JSON.stringify(sort(value), null, 2);
}

// A field the save fills with its default (refresh_frequency 0, label_colors {}) reads as one the stored lacks.
const emptyish = (v: unknown): boolean =>
  v === undefined ||
  v === 0 ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && Object.keys(v).length === 0);

/**
 * The items that differ between the stored dashboard and the PUT body about to be sent (D7.04, D7.05): title,
 * slug, css, certification, owners, each inspected metadata field and the layout. An empty value and a missing one
 * count as the same.
 */
export function overwriteItems(stored: StoredDashboard, next: DashboardPutBody): OverwriteItem[] {
  const items: OverwriteItem[] = [];
  const compare = (keyPath: string, oldValue: unknown, newValue: unknown): void => {
    if (emptyish(oldValue) && emptyish(newValue)) return;
    const a = canonical(oldValue);
    const b = canonical(newValue);
    if (a !== b) items.push({ keyPath, oldValue: a, newValue: b });
  };
  compare('dashboard_title', stored.dashboard_title, next.dashboard_title);
  compare('slug', stored.slug, next.slug);
  compare('css', stored.css, next.css);
  compare('certified_by', stored.certified_by, next.certified_by);
  compare('certification_details', stored.certification_details, next.certification_details);
  compare(
    'owners',
    [...(stored.owners ?? []).map(idOf)].sort((x, y) => x - y),
    [...next.owners].sort((x, y) => x - y),
  );
  const oldMeta = parseObject(stored.json_metadata);
  const newMeta = parseObject(next.json_metadata);
  for (const key of INSPECTED_METADATA) compare(`json_metadata.${key}`, oldMeta[key], newMeta[key]);
  compare('position_json', parseObject(stored.position_json), record(newMeta.positions));
  return items;
}
