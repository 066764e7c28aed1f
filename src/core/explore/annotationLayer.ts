/**
 * Annotation layers (D2.33): name, sourceType, value and overrides; the types formula, event, interval and time series;
 * the sources each type takes (native, a table chart, a line chart); a new layer's defaults and a layer's validation.
 * The annotation layer control (explore-more) edits these; the server runs them (server/chartdata/annotations.ts).
 */
import type { AnnotationLayer } from '../query';
import { compileFormula } from './formula';
import { VALIDATION_MESSAGES, validateInteger } from './validators';

/** The layer types and their labels, in the order the editor offers them. */
export const ANNOTATION_TYPES = {
  FORMULA: 'Formula',
  EVENT: 'Event',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
} as const;
export type AnnotationType = keyof typeof ANNOTATION_TYPES;

/** The sources and their labels: NATIVE reads the annotation layers Tessera stores; the others read a saved chart. */
export const ANNOTATION_SOURCE_TYPES = {
  NATIVE: 'Superset annotation',
  table: 'Table',
  line: 'Line chart',
} as const;
export type AnnotationSourceType = NonNullable<AnnotationLayer['sourceType']>;

const SOURCES: Readonly<Record<AnnotationType, readonly AnnotationSourceType[]>> = {
  FORMULA: [''],
  EVENT: ['NATIVE', 'table'],
  INTERVAL: ['NATIVE', 'table'],
  TIME_SERIES: ['line'],
};

/** The keys a chart source's layer may override; a null value takes the main chart's. */
export const ANNOTATION_OVERRIDE_KEYS = ['granularity', 'time_grain_sqla', 'time_range', 'time_shift'] as const;

/** The messages of a layer's fields, each after the field's label, as the control validators' are. */
export const ANNOTATION_LAYER_MESSAGES = {
  nonEmpty: VALIDATION_MESSAGES.nonEmpty,
  unique: 'must be unique',
  formula: 'is not a valid formula',
  type: 'is not an annotation type',
  source: (type: AnnotationType) => `is not a source of a ${ANNOTATION_TYPES[type]} layer`,
  overrides: `takes only ${ANNOTATION_OVERRIDE_KEYS.slice(0, -1).join(', ')} and ${ANNOTATION_OVERRIDE_KEYS.at(-1) ?? ''}`,
} as const;

/** X19.12: the ANNOTATION_DENYLIST of the bootstrap's configuration (layer types and sources), its string entries. */
export function annotationDenylist(conf: Readonly<Record<string, unknown>>): string[] {
  const list = conf.ANNOTATION_DENYLIST;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
}

/** The sources of a layer type the editor offers: those the denylist does not name. */
export function offeredAnnotationSources(type: AnnotationType, denied: readonly string[]): AnnotationSourceType[] {
  return SOURCES[type].filter((s) => !denied.includes(s));
}

/** The layer types the editor offers, in order: not denied, and with at least one source left. */
export function offeredAnnotationTypes(denied: readonly string[]): AnnotationType[] {
  return (Object.keys(ANNOTATION_TYPES) as AnnotationType[]).filter(
    (t) => !denied.includes(t) && offeredAnnotationSources(t, denied).length > 0,
  );
}

/** The sources a layer type takes, the first being a new layer's. */
export function sourceTypesFor(type: AnnotationType): readonly AnnotationSourceType[] {
  return SOURCES[type];
}

/** A new layer of a type: unnamed, shown, in the type's first source not denied; a chart source follows the main time
 * range. */
export function createAnnotationLayer(
  type: AnnotationType,
  denied: readonly string[] = [],
): AnnotationLayer & { annotationType: AnnotationType } {
  const sourceType = offeredAnnotationSources(type, denied)[0] ?? SOURCES[type][0] ?? '';
  return {
    name: '',
    annotationType: type,
    sourceType,
    value: '',
    overrides: sourceType === 'line' || sourceType === 'table' ? { time_range: null } : {},
    show: true,
    showLabel: false,
    showMarkers: false,
    hideLine: false,
    color: null,
    opacity: '',
    style: 'solid',
    width: 1,
  };
}

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';
const isType = (t: unknown): t is AnnotationType => typeof t === 'string' && Object.hasOwn(ANNOTATION_TYPES, t);

/**
 * The problems of a layer by field (empty when it can be applied): a name unique among `otherNames` (the chart's other
 * layers), a known type and a source it takes, a value (a formula of x, or the id of the native layer or chart), the
 * columns a table source needs, and overrides within the four keys.
 */
export function annotationLayerErrors(
  layer: AnnotationLayer,
  otherNames: readonly string[],
): Partial<Record<keyof AnnotationLayer, string>> {
  const errors: Partial<Record<keyof AnnotationLayer, string>> = {};
  if (blank(layer.name)) errors.name = ANNOTATION_LAYER_MESSAGES.nonEmpty;
  else if (otherNames.includes(layer.name.trim())) errors.name = ANNOTATION_LAYER_MESSAGES.unique;
  const type = layer.annotationType;
  if (!isType(type)) return { ...errors, annotationType: ANNOTATION_LAYER_MESSAGES.type };
  const source = layer.sourceType ?? '';
  if (!SOURCES[type].includes(source)) errors.sourceType = ANNOTATION_LAYER_MESSAGES.source(type);
  if (blank(layer.value)) errors.value = ANNOTATION_LAYER_MESSAGES.nonEmpty;
  else if (type === 'FORMULA') {
    if (!compileFormula(String(layer.value))) errors.value = ANNOTATION_LAYER_MESSAGES.formula;
  } else {
    const notId = validateInteger(layer.value);
    if (notId) errors.value = notId;
  }
  if (source === 'table' && (type === 'EVENT' || type === 'INTERVAL')) {
    if (blank(layer.timeColumn)) errors.timeColumn = ANNOTATION_LAYER_MESSAGES.nonEmpty;
    if (type === 'INTERVAL' && blank(layer.intervalEndColumn))
      errors.intervalEndColumn = ANNOTATION_LAYER_MESSAGES.nonEmpty;
  }
  const keys: readonly string[] = ANNOTATION_OVERRIDE_KEYS;
  if (Object.keys(layer.overrides ?? {}).some((k) => !keys.includes(k)))
    errors.overrides = ANNOTATION_LAYER_MESSAGES.overrides;
  return errors;
}

/** Whether a layer can be applied (no field has a problem). */
export function isValidAnnotationLayer(layer: AnnotationLayer, otherNames: readonly string[]): boolean {
  return Object.keys(annotationLayerErrors(layer, otherNames)).length === 0;
}
