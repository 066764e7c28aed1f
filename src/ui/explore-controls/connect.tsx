/** The explore controls on the explore store: the context from the store and the session, one control by its name. */
import { memo, useMemo, type ReactElement, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { flagEnabled } from '../../core/api';
import type { QueryFormData } from '../../core/chart-plugin';
import { yAxisFormatChoices, type ControlRegistry } from '../../core/explore';
import { sessionStore } from '../../state/app';
import { exploreState, setControlValue } from '../../state/explore';
import { ExploreControlsProvider } from './context';
import { renderControl } from './registry';
import type { ControlComponent, ControlServices, ExploreControlConfig } from './types';
import type { DebounceTimers } from '../kit';
import { sameJson, useExploreValue } from './useExploreValue';

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null;

/** The form's ad-hoc metrics (the filter editor offers them as HAVING subjects). */
const formMetricsOf = (form: QueryFormData): unknown[] =>
  [form.metrics, form.metric, form.timeseries_limit_metric]
    .flatMap((m) => (Array.isArray(m) ? m : [m]))
    .filter(isObject);

/** The dashboard's colour scheme when explore was opened from a dashboard that sets one (it locks the scheme control). */
const dashboardSchemeOf = (form: QueryFormData): string | null =>
  form.dashboardId !== undefined &&
  typeof form.dashboard_color_scheme === 'string' &&
  form.dashboard_color_scheme !== ''
    ? form.dashboard_color_scheme
    : null;

/**
 * Provides the controls' context from the explore store and the session: the dataset, the click-to-add and advanced
 * data type flags, the default time filter, the form's ad-hoc metrics, and the dashboard's colour scheme when explore
 * was opened from a dashboard (form data dashboardId with dashboard_color_scheme). The context changes only when one of
 * these does, so a control's change redraws that control alone.
 */
export function ExploreStoreControls(props: {
  services?: ControlServices;
  timers?: DebounceTimers;
  onCreateDataset?: () => void;
  children: ReactNode;
}) {
  const { featureFlags } = useSnapshot(sessionStore);
  const dataset = useExploreValue((s) => s.datasource);
  const defaultTimeFilter = useExploreValue((s) => s.common.DEFAULT_TIME_FILTER);
  const dashboardColorScheme = useExploreValue((s) => dashboardSchemeOf(s.form_data));
  const formMetrics = useExploreValue((s) => formMetricsOf(s.form_data), sameJson);
  const clickToAdd = flagEnabled(featureFlags, 'ENABLE_DND_WITH_CLICK_UX');
  const advancedDataTypes = flagEnabled(featureFlags, 'ENABLE_ADVANCED_DATA_TYPES');
  const { services, timers, onCreateDataset } = props;
  const value = useMemo(
    () => ({
      dataset,
      clickToAdd,
      advancedDataTypes,
      defaultTimeFilter,
      dashboardColorScheme,
      formMetrics,
      ...(services ? { services } : {}),
      ...(timers ? { timers } : {}),
      ...(onCreateDataset ? { onCreateDataset } : {}),
    }),
    [
      dataset,
      clickToAdd,
      advancedDataTypes,
      defaultTimeFilter,
      dashboardColorScheme,
      formMetrics,
      services,
      timers,
      onCreateDataset,
    ],
  );
  return <ExploreControlsProvider value={value}>{props.children}</ExploreControlsProvider>;
}

/**
 * The control `name` of the explore store, drawn by its type's component; a change goes through setControlValue. The
 * Y-axis format offers percent formats only while the comparison type is percentage (X14.12).
 */
export const StoreControl = memo(function StoreControl(props: {
  name: string;
  registry: ControlRegistry<ControlComponent>;
}): ReactElement | null {
  // Read through the snapshot, not destructured: the form data (replaced whole on each change) is read only by the one
  // control that depends on it, so a change redraws the control that changed, not every control of the panel.
  const explore = useSnapshot(exploreState);
  const control = explore.controls[props.name];
  if (!control) return null;
  const config = control.config as ExploreControlConfig;
  return renderControl(props.registry, {
    config:
      config.name === 'y_axis_format' && config.choices
        ? { ...config, choices: [...yAxisFormatChoices(config.choices, explore.form_data.comparison_type)] }
        : config,
    value: control.value,
    errors: control.validationErrors,
    onChange: (value) => setControlValue(props.name, value),
  });
});
