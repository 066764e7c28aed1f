/**
 * The deck.gl charts' controls: the lat/long popover of the spatial control (X9.12, the geo point config D2.36) and
 * the viewport control (X9.04). The popover is a disclosure whose summary says where the points come from.
 */
import { useId } from 'react';
import { DEFAULT_VIEWPORT, INVALID_LAT_LONG, VIEWPORT_FIELDS, validateSpatial } from '../../core/geo';
import type { SpatialConfig, Viewport } from '../../core/geo';
import { useControlContext } from './context';
import { ControlHeader } from './ControlHeader';
import type { ControlProps } from './types';

const TYPES: [SpatialConfig['type'], string][] = [
  ['latlong', 'Longitude & Latitude columns'],
  ['delimited', 'Delimited long & lat single column'],
  ['geohash', 'Geohash'],
];

/** The summary of a spatial config, as the popover's trigger shows it. */
export function spatialSummary(value: unknown): string {
  const config = value as Partial<SpatialConfig> | null | undefined;
  if (!config?.type || validateSpatial(config)) return 'N/A';
  if (config.type === 'latlong') return `${config.lonCol} | ${config.latCol}`;
  if (config.type === 'delimited') return `${config.lonlatCol}`;
  return `${config.geohashCol}`;
}

/** The spatial control: coordinate type, its columns, the delimiter and the reverse box; invalid configs say so. */
export function SpatialControl({ config, value, onChange, errors }: ControlProps) {
  const id = useId();
  const { dataset } = useControlContext();
  const current: SpatialConfig = (value as SpatialConfig | null) ?? { type: 'latlong' };
  const columns = dataset?.columns.map((c) => c.column_name) ?? [];
  const set = (patch: Partial<SpatialConfig>) => onChange({ ...current, ...patch });
  const problem = validateSpatial(current);
  const column = (label: string, key: 'lonCol' | 'latCol' | 'lonlatCol' | 'geohashCol') => (
    <label className="xc-field">
      {label}
      <select value={current[key] ?? ''} onChange={(e) => set({ [key]: e.target.value || undefined })}>
        <option value="">Select a column</option>
        {columns.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} htmlFor={id} errors={errors} />
      <details className="xc-popover">
        <summary id={id}>{spatialSummary(current)}</summary>
        <fieldset>
          <legend>Coordinates</legend>
          {TYPES.map(([type, label]) => (
            <label key={type} className="xc-field">
              <input type="radio" name={`${id}-type`} checked={current.type === type} onChange={() => set({ type })} />
              {label}
            </label>
          ))}
        </fieldset>
        {current.type === 'latlong' ? (
          <>
            {column('Longitude', 'lonCol')}
            {column('Latitude', 'latCol')}
          </>
        ) : null}
        {current.type === 'delimited' ? (
          <>
            {column('Column', 'lonlatCol')}
            <label className="xc-field">
              Delimiter
              <input value={current.delimiter ?? ','} onChange={(e) => set({ delimiter: e.target.value })} />
            </label>
          </>
        ) : null}
        {current.type === 'geohash' ? column('Column', 'geohashCol') : null}
        {current.type !== 'latlong' ? (
          <label className="xc-field">
            <input
              type="checkbox"
              checked={current.reverseCheckbox === true}
              onChange={(e) => set({ reverseCheckbox: e.target.checked })}
            />
            Reverse lat/long
          </label>
        ) : null}
        {problem ? <p role="alert">{INVALID_LAT_LONG}</p> : null}
      </details>
    </div>
  );
}

const FIELD_LABELS: Record<(typeof VIEWPORT_FIELDS)[number], string> = {
  longitude: 'Longitude',
  latitude: 'Latitude',
  zoom: 'Zoom',
  bearing: 'Bearing',
  pitch: 'Pitch',
};

/** The viewport control: longitude, latitude, zoom, bearing and pitch as numbers. */
export function ViewportControl({ config, value, onChange, errors }: ControlProps) {
  const id = useId();
  const current: Viewport = { ...DEFAULT_VIEWPORT, ...((value as Partial<Viewport> | null) ?? {}) };
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} id={id} errors={errors} />
      <div role="group" aria-labelledby={id}>
        {VIEWPORT_FIELDS.map((field) => (
          <label key={field} className="xc-field">
            {FIELD_LABELS[field]}
            <input
              type="number"
              step="any"
              value={current[field]}
              onChange={(e) => {
                const n = e.target.valueAsNumber;
                if (Number.isFinite(n)) onChange({ ...current, [field]: n });
              }}
            />
          </label>
        ))}
      </div>
    </div>
  );
}
