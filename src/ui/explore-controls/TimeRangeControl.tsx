/** Explore's time_range control (X9.14): the kit's time-range control under the control header. */
import { TimeRangeControl as KitTimeRangeControl } from '../kit/time-range';
import { useControlContext } from './context';
import { ControlHeader } from './ControlHeader';
import type { ControlProps } from './types';

/** An empty value stands for the default time filter (X7.05's default, DEFAULT_TIME_FILTER). */
export function TimeRangeControl({ config, value, onChange, errors }: ControlProps) {
  const { defaultTimeFilter } = useControlContext();
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} errors={errors} />
      <KitTimeRangeControl
        label={config.label}
        value={typeof value === 'string' ? value : null}
        defaultValue={defaultTimeFilter}
        onChange={onChange}
      />
    </div>
  );
}
