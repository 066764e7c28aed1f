/**
 * The control panel, drawn from the chart type's sections with the explore control components (src/ui/explore-controls:
 * drop zones and their editors, selects, checkboxes, text, number, colour and time-range controls) on the explore
 * store, and the 'Update chart' footer, blocked while a control has an error (X1.12).
 */
import type { ChartPlugin, ChartRegistry, ControlPanelConfig } from '../../../core/chart-plugin';
import { controlsWithErrors, switchChartType, updateChart } from '../../../state/explore';
import {
  ExploreStoreControls,
  StoreControl,
  createExploreControlRegistry,
  sameJson,
  useExploreValue,
} from '../../explore-controls';
import { VizTypeControl } from '../../explore-viz';

const controlRegistry = createExploreControlRegistry();

type Registry = ChartRegistry<ChartPlugin<unknown, unknown>>;

/** The gallery's choice: the form switches to the new type's panel (memorized form, carried controls; X12). */
function chooseVizType(registry: Registry, vizType: string): void {
  const panel = registry.get(vizType)?.controlPanel;
  if (panel) switchChartType(vizType, panel);
}

/**
 * The panel reads only the chart type, which of its controls exist and which have errors: a control's change redraws
 * that control (StoreControl), not the panel.
 */
export function ControlPanel({ panel, registry }: { panel: ControlPanelConfig; registry: Registry }) {
  const vizType = useExploreValue((s) => s.form_data.viz_type);
  const present = useExploreValue(
    (s) => Object.keys(s.controls).filter((name) => s.controls[name]?.type !== 'HiddenControl'),
    sameJson,
  );
  const errors = useExploreValue((s) => controlsWithErrors(s).map((c) => c.label), sameJson);
  return (
    <section className="explore-controls" aria-label="Chart controls" data-test="control-panel">
      <ExploreStoreControls>
        <div className="explore-controls-scroll">
          <fieldset className="explore-section" data-test="control-viz_type">
            <legend>Chart type</legend>
            <VizTypeControl
              value={vizType ?? null}
              onChange={(vizType) => chooseVizType(registry, vizType)}
              registry={registry}
            />
          </fieldset>
          {panel.controlPanelSections.map((section) => (
            <fieldset key={section.label} className="explore-section">
              <legend>{section.label}</legend>
              {section.controlSetRows.flat().map((config) =>
                present.includes(config.name) ? (
                  <div key={config.name} className="explore-control" data-test={`control-${config.name}`}>
                    <StoreControl name={config.name} registry={controlRegistry} />
                  </div>
                ) : null,
              )}
            </fieldset>
          ))}
        </div>
      </ExploreStoreControls>
      <div className="explore-run">
        <button
          type="button"
          className="btn btn-primary"
          disabled={errors.length > 0}
          onClick={() => updateChart()}
          data-test="run-query-button"
        >
          Update chart
        </button>
        {errors.length > 0 ? <span className="explore-control-error">{`Fix ${errors.join(', ')} first`}</span> : null}
      </div>
    </section>
  );
}
