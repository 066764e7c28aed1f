import { createCategoricalColorScale, labelKey } from './categoricalColorScale';
import type { CategoricalColorScale, ColorLabel } from './categoricalColorScale';
import { getCategoricalSchemeRegistry } from './schemeRegistry';

/** The label colours a dashboard's json_metadata stores. */
export interface DashboardLabelColors {
  /** Colours the user chose per label; they win everywhere on the dashboard. */
  label_colors?: Record<string, string> | undefined;
  /** Colours given to labels that several charts show, kept so the charts agree; older dashboards list labels only. */
  shared_label_colors?: Record<string, string> | readonly string[] | undefined;
}

/** Feature flags that change how scales pick colours. */
export interface ColorFlags {
  useAnalogousColors?: boolean;
  avoidColorsCollision?: boolean;
}

/**
 * The colours of one dashboard (or of Explore, the 'GLOBAL' namespace): forced label colours, and, when
 * `shareLabelColors` is on, one label → colour map every chart's scale reads and fills.
 */
export class CategoricalColorNamespace {
  readonly name: string;
  readonly forcedItems: Record<string, string> = {};
  readonly sharedLabelColors = new Map<string, string>();
  shareLabelColors = false;
  flags: ColorFlags = {};

  constructor(name: string) {
    this.name = name;
  }

  /** A new scale for a chart, over `schemeId` (the default scheme when empty or unknown). */
  getScale(schemeId?: string | null): CategoricalColorScale {
    const scheme = getCategoricalSchemeRegistry().resolve(schemeId);
    return createCategoricalColorScale(scheme?.colors ?? [], this.forcedItems, {
      sharedColors: this.shareLabelColors ? this.sharedLabelColors : undefined,
      useAnalogousColors: this.flags.useAnalogousColors,
      avoidColorsCollision: this.flags.avoidColorsCollision,
    });
  }

  /** Forces `label` to `color` in every scale of this namespace, made before or after. */
  setColor(label: ColorLabel, color: string): this {
    this.forcedItems[labelKey(label)] = color;
    return this;
  }

  /** Forgets every forced colour. */
  resetColors(): this {
    for (const key of Object.keys(this.forcedItems)) delete this.forcedItems[key];
    return this;
  }

  /** Forgets the forced colours of `labels`. */
  resetColorsForLabels(labels: readonly string[] = []): this {
    for (const label of labels) delete this.forcedItems[labelKey(label)];
    return this;
  }

  /** Forgets the colours shared between charts, e.g. after the dashboard's scheme changes. */
  resetSharedLabelColors(): this {
    this.sharedLabelColors.clear();
    return this;
  }

  /** Applies a dashboard's stored label colours and turns sharing on. */
  applyDashboardColors(metadata: DashboardLabelColors): this {
    this.shareLabelColors = true;
    for (const [label, color] of Object.entries(metadata.label_colors ?? {})) this.setColor(label, color);
    const shared = metadata.shared_label_colors;
    if (shared && !Array.isArray(shared)) {
      for (const [label, color] of Object.entries(shared)) this.sharedLabelColors.set(labelKey(label), color);
    }
    return this;
  }

  /** The shared label colours, in the shape json_metadata.shared_label_colors stores. */
  getSharedLabelColors(): Record<string, string> {
    return Object.fromEntries(this.sharedLabelColors);
  }
}

/** The namespace charts use outside a dashboard. */
export const DEFAULT_NAMESPACE = 'GLOBAL';

/** The namespace of one dashboard's charts: their label colours agree with each other and no other dashboard's. */
export function dashboardColorNamespace(dashboardId: number): string {
  return `dashboard-${dashboardId}`;
}

const namespaces = new Map<string, CategoricalColorNamespace>();

/** The namespace called `name`, made on first use. */
export function getNamespace(name: string = DEFAULT_NAMESPACE): CategoricalColorNamespace {
  let namespace = namespaces.get(name);
  if (!namespace) {
    namespace = new CategoricalColorNamespace(name);
    namespaces.set(name, namespace);
  }
  return namespace;
}

/** Forgets every namespace, as when leaving a dashboard. */
export function resetNamespaces(): void {
  namespaces.clear();
}

/** A new scale over `schemeId` in namespace `namespace`. */
export function getScale(schemeId?: string | null, namespace?: string): CategoricalColorScale {
  return getNamespace(namespace).getScale(schemeId);
}

/** The colour of one label in a fresh scale of the namespace (forced and shared colours apply). */
export function getColor(label: ColorLabel, schemeId?: string | null, namespace?: string): string {
  return getScale(schemeId, namespace).getColor(label);
}
