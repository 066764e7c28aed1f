/** The explore controls on the explore store: the context from the store and the session, one control by its name. */
import type { ReactElement, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { flagEnabled } from '../../core/api';
import type { ControlRegistry, ExploreDataset } from '../../core/explore';
import { sessionStore } from '../../state/app';
import { exploreState, setControlValue } from '../../state/explore';
import { ExploreControlsProvider } from './context';
import { renderControl } from './registry';
import type { ControlComponent, ControlServices, ExploreControlConfig } from './types';
import type { DebounceTimers } from '../kit';

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null;

/**
 * Provides the controls' context from the explore store and the session: the dataset, the click-to-add and advanced
 * data type flags, the default time filter, the form's ad-hoc metrics, and the dashboard's colour scheme when explore
 * was opened from a dashboard (form data dashboardId with dashboard_color_scheme).
 */
export function ExploreStoreControls(props: {
  services?: ControlServices;
  timers?: DebounceTimers;
  onCreateDataset?: () => void;
  children: ReactNode;
}) {
  const explore = useSnapshot(exploreState);
  const { featureFlags } = useSnapshot(sessionStore);
  const form = explore.form_data;
  const formMetrics = [form.metrics, form.metric, form.timeseries_limit_metric]
    .flatMap((m) => (Array.isArray(m) ? m : [m]))
    .filter(isObject);
  const dashboardScheme =
    form.dashboardId !== undefined &&
    typeof form.dashboard_color_scheme === 'string' &&
    form.dashboard_color_scheme !== ''
      ? form.dashboard_color_scheme
      : null;
  return (
    <ExploreControlsProvider
      value={{
        // the dataset is held by ref(): the snapshot hands back the store's own object, typed readonly
        dataset: explore.datasource as ExploreDataset | null,
        clickToAdd: flagEnabled(featureFlags, 'ENABLE_DND_WITH_CLICK_UX'),
        advancedDataTypes: flagEnabled(featureFlags, 'ENABLE_ADVANCED_DATA_TYPES'),
        defaultTimeFilter: explore.common.DEFAULT_TIME_FILTER,
        dashboardColorScheme: dashboardScheme,
        formMetrics,
        ...(props.services ? { services: props.services } : {}),
        ...(props.timers ? { timers: props.timers } : {}),
        ...(props.onCreateDataset ? { onCreateDataset: props.onCreateDataset } : {}),
      }}
    >
      {props.children}
    </ExploreControlsProvider>
  );
}

/** The control `name` of the explore store, drawn by its type's component; a change goes through setControlValue. */
export function StoreControl(props: {
  name: string;
  registry: ControlRegistry<ControlComponent>;
}): ReactElement | null {
  const { controls } = useSnapshot(exploreState);
  const control = controls[props.name];
  if (!control) return null;
  return renderControl(props.registry, {
    config: control.config as ExploreControlConfig,
    value: control.value,
    errors: control.validationErrors,
    onChange: (value) => setControlValue(props.name, value),
  });
}
