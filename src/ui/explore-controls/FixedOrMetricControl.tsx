/** The metric-or-fixed-number control (X9.08): 'Fixed' (a number, 5 by default) or 'Based on a metric' (a saved metric). */
import { useId, useState } from 'react';
import { FIXED_OR_METRIC_DEFAULT, fixedOrMetricOf } from '../../core/explore';
import { Select } from '../kit';
import { useControlContext } from './context';
import { ControlHeader } from './ControlHeader';
import type { ControlProps } from './types';

/** Value `{type: 'fix', value: number}` or `{type: 'metric', value: metric name}`. */
export function FixedOrMetricControl({ config, value, onChange, errors }: ControlProps) {
  const id = useId();
  const { dataset } = useControlContext();
  const current = fixedOrMetricOf(value);
  // The typed text while it is no number (emptied to type another), so the field does not jump to the fallback.
  const [draft, setDraft] = useState<string | null>(null);
  const metrics = (dataset?.metrics ?? []).map((m) => ({
    value: m.metric_name,
    label: m.verbose_name || m.metric_name,
  }));
  return (
    <div className="xc-control" data-test={config.name} role="group" aria-labelledby={`${id}-label`}>
      <ControlHeader config={config} id={`${id}-label`} errors={errors} />
      <div className="xc-row">
        <label>
          <input
            type="radio"
            name={id}
            checked={current.type === 'fix'}
            onChange={() => onChange({ ...FIXED_OR_METRIC_DEFAULT })}
          />
          Fixed
        </label>
        <label>
          <input
            type="radio"
            name={id}
            checked={current.type === 'metric'}
            onChange={() => onChange({ type: 'metric', value: null })}
          />
          Based on a metric
        </label>
      </div>
      {current.type === 'fix' ? (
        <input
          className="xc-input"
          type="number"
          aria-label="Fixed value"
          value={draft ?? current.value}
          onChange={(e) => {
            const n = e.target.valueAsNumber;
            setDraft(Number.isFinite(n) ? null : e.target.value);
            if (Number.isFinite(n)) onChange({ type: 'fix', value: n });
          }}
          onBlur={() => setDraft(null)}
        />
      ) : (
        <Select
          label="Metric"
          options={metrics}
          value={typeof current.value === 'string' ? current.value : null}
          onChange={(v) => onChange({ type: 'metric', value: v })}
        />
      )}
    </div>
  );
}
