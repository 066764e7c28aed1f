/**
 * The annotation layer control (X9.01): the chart's layers in a sortable list, 'Add annotation layer' and the 'Edit
 * annotation layer' popover (name, type, source, the formula or the stored layer or chart it reads, overrides),
 * checked by the explore model's annotationLayerErrors when OK is pressed.
 */
import { useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  ANNOTATION_OVERRIDE_KEYS,
  ANNOTATION_SOURCE_TYPES,
  ANNOTATION_TYPES,
  annotationDenylist,
  annotationLayerErrors,
  createAnnotationLayer,
  offeredAnnotationSources,
  offeredAnnotationTypes,
  type AnnotationType,
} from '../../core/explore';
import { sessionStore } from '../../state/app';
import type { AnnotationLayer } from '../../core/query';
import { PopoverFooter, Select, type SelectOption } from '../kit';
import { useControlContext } from './context';
import { PopoverListControl } from './SortableList';
import type { ControlProps } from './types';

/** The popover's title and the list's add button. */
export const EDIT_ANNOTATION_TEXT = 'Edit annotation layer';
export const ADD_ANNOTATION_TEXT = 'Add annotation layer';

/** The stored annotation layers (the native source) and the saved charts (the chart sources) offered as values. */
const NATIVE_ENDPOINT = '/api/v1/annotation_layer/';
const CHART_ENDPOINT = '/api/v1/chart/';

/** X19.12: the layer types and sources the server's ANNOTATION_DENYLIST leaves on offer. */
function useAnnotationDenylist(): string[] {
  const { conf } = useSnapshot(sessionStore);
  return useMemo(() => annotationDenylist(conf), [conf]);
}

/** Options from a list endpoint's rows: id with name (annotation layers) or slice_name (charts). */
function rowsAsOptions(result: unknown): SelectOption[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((row: unknown): SelectOption[] => {
    const r = row as { id?: unknown; name?: unknown; slice_name?: unknown } | null;
    if (!r || typeof r.id !== 'number') return [];
    const label = typeof r.name === 'string' ? r.name : typeof r.slice_name === 'string' ? r.slice_name : String(r.id);
    return [{ value: r.id, label }];
  });
}

type Layer = AnnotationLayer & { annotationType: AnnotationType };

/** The 'Edit annotation layer' form; OK applies the layer when it has no problem, else shows each one. */
export function AnnotationLayerEditor(props: {
  layer: Layer;
  otherNames: readonly string[];
  onApply: (layer: Layer) => void;
  onClose: () => void;
}) {
  const id = useId();
  const { services } = useControlContext();
  const [draft, setDraft] = useState<Layer>(props.layer);
  const [checked, setChecked] = useState(false);
  const denied = useAnnotationDenylist();
  const errors = checked ? annotationLayerErrors(draft, props.otherNames) : {};
  const source = draft.sourceType ?? '';
  const chartSource = source === 'line' || source === 'table';
  const valueLabel =
    draft.annotationType === 'FORMULA' ? 'Formula' : source === 'NATIVE' ? 'Annotation layer' : 'Chart';
  const error = (field: keyof AnnotationLayer, label: string) =>
    errors[field] && (
      <span className="xc-error" role="alert">
        {`${label} ${errors[field]}`}
      </span>
    );
  const ok = () => {
    if (Object.keys(annotationLayerErrors(draft, props.otherNames)).length > 0) setChecked(true);
    else props.onApply(draft);
  };
  const withSource = (sourceType: NonNullable<Layer['sourceType']>): Layer => ({
    ...draft,
    sourceType,
    value: '',
    overrides: sourceType === 'line' || sourceType === 'table' ? { time_range: null } : {},
  });
  const toggleOverride = (key: (typeof ANNOTATION_OVERRIDE_KEYS)[number], on: boolean) => {
    const { [key]: _old, ...rest } = draft.overrides ?? {};
    setDraft({ ...draft, overrides: on ? { ...rest, [key]: null } : rest });
  };
  return (
    <div className="xc-editor">
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        id={`${id}-name`}
        className="xc-input"
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
      />
      {error('name', 'Name')}
      <Select
        label="Annotation layer type"
        options={offeredAnnotationTypes(denied).map((value) => ({ value, label: ANNOTATION_TYPES[value] }))}
        clearable={false}
        value={draft.annotationType}
        onChange={(v) =>
          v !== null &&
          setDraft({ ...createAnnotationLayer(v as AnnotationType, denied), name: draft.name, show: draft.show })
        }
      />
      {draft.annotationType !== 'FORMULA' && (
        <Select
          label="Annotation source"
          options={offeredAnnotationSources(draft.annotationType, denied).map((s) => ({
            value: s,
            label: ANNOTATION_SOURCE_TYPES[s as keyof typeof ANNOTATION_SOURCE_TYPES] ?? s,
          }))}
          clearable={false}
          value={source}
          onChange={(v) => v !== null && setDraft(withSource(v as NonNullable<Layer['sourceType']>))}
        />
      )}
      {draft.annotationType === 'FORMULA' ? (
        <>
          <label htmlFor={`${id}-value`}>Formula</label>
          <input
            id={`${id}-value`}
            className="xc-input"
            placeholder="y = 2*x + 1"
            value={String(draft.value)}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          />
        </>
      ) : (
        <Select
          key={source}
          label={valueLabel}
          loadOptions={async (search, signal) => {
            const options = rowsAsOptions(
              await services.fetchResult(source === 'NATIVE' ? NATIVE_ENDPOINT : CHART_ENDPOINT, signal),
            );
            const needle = search.trim().toLowerCase();
            return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
          }}
          value={draft.value === '' ? null : draft.value}
          onChange={(v) => setDraft({ ...draft, value: v === null ? '' : Number(v) })}
        />
      )}
      {error('value', valueLabel)}
      {error('sourceType', 'Annotation source')}
      {chartSource &&
        ANNOTATION_OVERRIDE_KEYS.map((key) => (
          <label key={key} className="xc-checkbox">
            <input
              type="checkbox"
              checked={Object.hasOwn(draft.overrides ?? {}, key)}
              onChange={(e) => toggleOverride(key, e.target.checked)}
            />
            {`Override ${key}`}
          </label>
        ))}
      {error('overrides', 'Overrides')}
      <label className="xc-checkbox">
        <input type="checkbox" checked={draft.show} onChange={(e) => setDraft({ ...draft, show: e.target.checked })} />
        Show
      </label>
      <PopoverFooter onClose={props.onClose} onConfirm={ok} closeLabel="Cancel" confirmLabel="OK" />
    </div>
  );
}

/** The chart's annotation_layers: added, edited and removed through the popover, reordered in the list. */
export function AnnotationLayerControl({ config, value, onChange, errors }: ControlProps) {
  const denied = useAnnotationDenylist();
  const layers: readonly Layer[] = Array.isArray(value) ? value : [];
  return (
    <PopoverListControl
      config={config}
      errors={errors}
      items={layers}
      itemLabel={(l) => l.name}
      onChange={onChange}
      addText={ADD_ANNOTATION_TEXT}
      editorLabel={EDIT_ANNOTATION_TEXT}
      renderEditor={({ item, index, save, close }) => (
        <AnnotationLayerEditor
          layer={item ?? createAnnotationLayer(offeredAnnotationTypes(denied)[0] ?? 'FORMULA', denied)}
          otherNames={layers.filter((_, i) => i !== index).map((l) => l.name)}
          onApply={save}
          onClose={close}
        />
      )}
    />
  );
}
