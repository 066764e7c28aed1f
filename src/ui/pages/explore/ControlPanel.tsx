/**
 * The control panel, drawn from the chart type's sections: select, checkbox, text and number controls, and drop zones
 * for metrics and columns taking the datasource panel's drags. The full control components (popovers, the time-range
 * control, the gallery) plug into the same place; a type not drawn here shows its value read-only.
 */
import { useSnapshot } from 'valtio';
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { controlsWithErrors, exploreState, setControlValue, updateChart, type ExploreControlState } from '../../../state/explore';
import { explorePageState } from '../../../state/explorepage';
import { DropTarget, Select, type SelectValue } from '../../kit';

const METRIC_TYPES = new Set(['MetricsControl', 'MetricControl']);
const COLUMN_TYPES = new Set(['GroupByControl', 'ColumnControl', 'XAxisControl']);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]);
const itemLabel = (item: unknown): string => (typeof item === 'string' ? item : ((item as { label?: string; column_name?: string }).label ?? (item as { column_name?: string }).column_name ?? JSON.stringify(item)));

function DropZoneControl({ control, multi }: { control: ExploreControlState; multi: boolean }) {
  const metrics = METRIC_TYPES.has(control.type);
  const items = asList(control.value);
  const add = (name: string): void => {
    if (!multi) return setControlValue(control.name, name);
    if (!items.includes(name)) setControlValue(control.name, [...items, name]);
  };
  const remove = (index: number): void => setControlValue(control.name, multi ? items.filter((_, i) => i !== index) : null);
  return (
    <DropTarget label={control.label} accept={metrics ? ['metric'] : ['column']} onDrop={(payloads) => payloads.forEach((p) => add(p.kind === 'metric' ? p.value.metric_name : p.value.column_name))} className="explore-drop-zone">
      <ul className="explore-chips" aria-label={control.label}>
        {items.map((item, i) => (
          <li key={`${itemLabel(item)}-${i}`} className="explore-chip">
            {itemLabel(item)}
            <button type="button" aria-label={`Remove ${itemLabel(item)}`} onClick={() => remove(i)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {items.length === 0 || multi ? <span className="muted">{metrics ? 'Drop a metric here' : 'Drop columns here'}</span> : null}
    </DropTarget>
  );
}

function Control({ control }: { control: ExploreControlState }) {
  const { config } = control;
  const id = `control-${control.name}`;
  if (METRIC_TYPES.has(control.type) || COLUMN_TYPES.has(control.type)) return <DropZoneControl control={control} multi={control.type === 'MetricsControl' || control.type === 'GroupByControl' || config.multi === true} />;
  if (control.type === 'CheckboxControl') {
    return <input id={id} type="checkbox" checked={control.value === true} onChange={(e) => setControlValue(control.name, e.target.checked)} />;
  }
  if (control.type === 'SelectControl' && config.choices) {
    const options = config.choices.map(([value, label]) => ({ value: value ?? '', label }));
    return config.multi ? (
      <Select multiple label={control.label} hideLabel options={options} freeForm={config.freeForm === true} value={asList(control.value) as SelectValue[]} onChange={(v) => setControlValue(control.name, v)} test={id} />
    ) : (
      <Select label={control.label} hideLabel options={options} freeForm={config.freeForm === true} clearable={config.clearable === true} value={(control.value ?? null) as SelectValue | null} onChange={(v) => setControlValue(control.name, v)} test={id} />
    );
  }
  if (control.type === 'TextControl' || control.type === 'NumberControl' || control.type === 'TimeRangeControl') {
    const numeric = control.type === 'NumberControl' || config.isInt === true || config.isFloat === true;
    return (
      <input
        id={id}
        className="explore-input"
        type="text"
        inputMode={numeric ? 'decimal' : 'text'}
        value={control.value === null || control.value === undefined ? '' : String(control.value)}
        onChange={(e) => setControlValue(control.name, numeric && e.target.value !== '' && Number.isFinite(Number(e.target.value)) ? Number(e.target.value) : e.target.value)}
      />
    );
  }
  if (control.type === 'HiddenControl') return null;
  return <output className="muted explore-readonly">{control.value === undefined ? '' : JSON.stringify(control.value)}</output>;
}

export function ControlPanel({ panel }: { panel: ControlPanelConfig }) {
  const explore = useSnapshot(exploreState);
  const page = useSnapshot(explorePageState);
  const errors = controlsWithErrors(exploreState);
  return (
    <section className="explore-controls" aria-label="Chart controls" data-test="control-panel">
      <div className="explore-controls-scroll">
        {panel.controlPanelSections.map((section) => (
          <fieldset key={section.label} className="explore-section">
            <legend>{section.label}</legend>
            {section.controlSetRows.flat().map((config) => {
              const control = explore.controls[config.name] as ExploreControlState | undefined;
              if (!control || control.type === 'HiddenControl') return null;
              return (
                <div key={config.name} className="explore-control" data-test={`control-${config.name}`}>
                  <label htmlFor={`control-${config.name}`}>
                    {control.label}
                    {control.renderTrigger ? (
                      <span title="Changing this control takes effect instantly" aria-label="Changing this control takes effect instantly">
                        {' ⚡'}
                      </span>
                    ) : null}
                  </label>
                  {control.name === 'color_scheme' && page.colorSchemeLocked ? (
                    <output className="muted">{`${String(control.value)} (set by the dashboard)`}</output>
                  ) : (
                    <Control control={control} />
                  )}
                  {control.validationErrors.map((e) => (
                    <p key={e} className="explore-control-error" role="alert">
                      {e}
                    </p>
                  ))}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div className="explore-run">
        <button type="button" className="btn btn-primary" disabled={errors.length > 0} onClick={() => updateChart()} data-test="run-query-button">
          Update chart
        </button>
        {errors.length > 0 ? <span className="explore-control-error">{`Fix ${errors.map((c) => c.label).join(', ')} first`}</span> : null}
      </div>
    </section>
  );
}
