/**
 * The filter box's filter configuration (X9.06): its selects in a sortable list, and the popover that edits one:
 * column (required), label, default value (';' between values of a multiple select), sort metric, ascending,
 * multiple, search all options, and required (the select cannot be emptied: clearable off).
 */
import { useId, useState } from 'react';
import type { FilterBoxConfig } from '../../core/filters';
import { PopoverFooter, Select } from '../kit';
import { useControlContext } from './context';
import { PopoverListControl } from './SortableList';
import type { ControlProps } from './types';

/** The popover's title, the add button's text, and the limits of its texts. */
export const FILTER_BOX_CONFIG_TEXT = {
  edit: 'Edit filter',
  add: 'Add filter',
  columnRequired: 'Column is required',
} as const;
export const FILTER_BOX_TEXT_LIMITS = { label: 250, defaultValue: 1000 } as const;

function FilterBoxConfigEditor(props: {
  config: FilterBoxConfig;
  onApply: (c: FilterBoxConfig) => void;
  onClose: () => void;
}) {
  const { dataset } = useControlContext();
  const id = useId();
  const [draft, setDraft] = useState<FilterBoxConfig>(props.config);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<FilterBoxConfig>) => setDraft((d) => ({ ...d, ...patch }));
  const check = (key: 'asc' | 'multiple' | 'searchAllOptions', label: string, fallback: boolean) => (
    <label className="xc-check">
      <input type="checkbox" checked={draft[key] ?? fallback} onChange={(e) => set({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  const apply = () => {
    setTried(true);
    if (draft.column) props.onApply(draft);
  };
  return (
    <div className="xc-editor" data-test="filter-box-config-editor">
      <Select
        label="Column"
        clearable={false}
        options={(dataset?.columns ?? []).map((c) => ({
          value: c.column_name,
          label: c.verbose_name || c.column_name,
        }))}
        value={draft.column || null}
        onChange={(v) => set({ column: v === null ? '' : String(v) })}
      />
      {tried && !draft.column ? (
        <span className="xc-error" role="alert">
          {FILTER_BOX_CONFIG_TEXT.columnRequired}
        </span>
      ) : null}
      <label htmlFor={`${id}-label`}>Label</label>
      <input
        id={`${id}-label`}
        className="xc-input"
        maxLength={FILTER_BOX_TEXT_LIMITS.label}
        value={draft.label ?? ''}
        onChange={(e) => set({ label: e.target.value })}
      />
      <label htmlFor={`${id}-default`}>Default value</label>
      <input
        id={`${id}-default`}
        className="xc-input"
        maxLength={FILTER_BOX_TEXT_LIMITS.defaultValue}
        placeholder={draft.multiple === false ? 'One value' : 'Values separated by ;'}
        value={draft.defaultValue ?? ''}
        onChange={(e) => set({ defaultValue: e.target.value })}
      />
      <Select
        label="Sort metric"
        placeholder="Count"
        options={(dataset?.metrics ?? []).map((m) => ({
          value: m.metric_name,
          label: m.verbose_name || m.metric_name,
        }))}
        value={draft.metric ?? null}
        onChange={(v) => setDraft(({ metric: _old, ...rest }) => (v === null ? rest : { ...rest, metric: String(v) }))}
      />
      {check('asc', 'Sort ascending', true)}
      {check('multiple', 'Allow multiple selections', true)}
      {check('searchAllOptions', 'Search all filter options', false)}
      <label className="xc-check">
        <input
          type="checkbox"
          checked={draft.clearable === false}
          onChange={(e) => set({ clearable: !e.target.checked })}
        />
        Required
      </label>
      <PopoverFooter onClose={props.onClose} onConfirm={apply} />
    </div>
  );
}

/** The filter box's filter_configs. */
export function FilterBoxConfigControl({ config, value, onChange, errors }: ControlProps) {
  const items = (Array.isArray(value) ? value : []) as FilterBoxConfig[];
  return (
    <PopoverListControl<FilterBoxConfig>
      config={config}
      errors={errors}
      items={items}
      itemLabel={(c) => c.label || c.column || 'New filter'}
      onChange={onChange}
      addText={FILTER_BOX_CONFIG_TEXT.add}
      editorLabel={FILTER_BOX_CONFIG_TEXT.edit}
      renderEditor={({ item, save, close }) => (
        <FilterBoxConfigEditor
          config={item ?? { column: '', multiple: true, asc: true }}
          onApply={save}
          onClose={close}
        />
      )}
    />
  );
}
