/** The colour picker (X9.03) and the colour scheme select (X9.10). */
import { useId, useState } from 'react';
import {
  DEFAULT_FIXED_COLOR,
  getCategoricalSchemeRegistry,
  getSchemePreviewColors,
  getSequentialSchemeRegistry,
  parseColor,
  rgbaToString,
  rgbToHex,
  validateColor,
  type CategoricalScheme,
  type RGBA,
} from '../../core/color';
import { Select, Tip } from '../kit';
import { useControlContext } from './context';
import { ControlHeader } from './ControlHeader';
import type { ControlProps } from './types';

/** The opacity rule of the colour inputs (spec 001 §5). */
export const OPACITY_ERROR = 'Opacity must be between 0 and 1';
/** Why the scheme select is locked (X9.10): the dashboard the chart was opened from sets the scheme. */
export const SCHEME_LOCKED_TEXT =
  'The color scheme is determined by the related dashboard. Edit the color scheme in the dashboard properties.';

function rgbaOf(value: unknown): RGBA {
  const v = value as Partial<RGBA> | null | undefined;
  if (v && typeof v.r === 'number' && typeof v.g === 'number' && typeof v.b === 'number')
    return { r: v.r, g: v.g, b: v.b, a: typeof v.a === 'number' ? v.a : 1 };
  return DEFAULT_FIXED_COLOR;
}

/**
 * A colour as {r, g, b, a} (X9.03): a colour well, the colour as text (hex of 3 or 6 digits or rgb(…), else 'Invalid
 * color') and its opacity (0–1). A bad entry is shown and leaves the value as it was.
 */
export function ColorPickerControl({ config, value, onChange, errors }: ControlProps) {
  const id = useId();
  const color = rgbaOf(value);
  const hex = rgbToHex(color.r, color.g, color.b).toLowerCase();
  const [text, setText] = useState<string | null>(null);
  const [opacity, setOpacity] = useState<string | null>(null);
  const textError = text === null ? undefined : validateColor(text);
  const opacityNumber = opacity === null ? color.a : Number(opacity);
  const opacityError =
    opacity !== null && (opacity.trim() === '' || !(opacityNumber >= 0 && opacityNumber <= 1))
      ? OPACITY_ERROR
      : undefined;

  const typeColor = (next: string) => {
    setText(next);
    const parsed = validateColor(next) ? undefined : parseColor(next);
    if (parsed)
      onChange({
        r: parsed.r,
        g: parsed.g,
        b: parsed.b,
        a: next.trim().toLowerCase().startsWith('rgba') ? parsed.a : color.a,
      });
  };
  const typeOpacity = (next: string) => {
    setOpacity(next);
    const a = Number(next);
    if (next.trim() !== '' && a >= 0 && a <= 1) onChange({ ...color, a });
  };
  return (
    <div className="xc-control xc-color" data-test={config.name}>
      <ControlHeader config={config} htmlFor={`${id}-text`} errors={errors} />
      <div className="xc-row">
        <input
          type="color"
          aria-label={`${config.label} swatch`}
          value={hex}
          onChange={(e) => {
            setText(null);
            typeColor(e.target.value);
            setText(null);
          }}
        />
        <input
          id={`${id}-text`}
          className="xc-input"
          value={text ?? hex}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          onChange={(e) => typeColor(e.target.value)}
          onBlur={() => !textError && setText(null)}
        />
        <label htmlFor={`${id}-opacity`}>Opacity</label>
        <input
          id={`${id}-opacity`}
          className="xc-input xc-narrow"
          type="number"
          min={0}
          max={1}
          step={0.01}
          value={opacity ?? String(color.a)}
          aria-invalid={opacityError ? true : undefined}
          aria-describedby={opacityError ? `${id}-opacity-error` : undefined}
          onChange={(e) => typeOpacity(e.target.value)}
          onBlur={() => !opacityError && setOpacity(null)}
        />
        <span className="xc-swatch" aria-hidden style={{ background: rgbaToString(color) }} />
      </div>
      {textError && (
        <span id={`${id}-text-error`} className="xc-error" role="alert">
          {textError}
        </span>
      )}
      {opacityError && (
        <span id={`${id}-opacity-error`} className="xc-error" role="alert">
          {opacityError}
        </span>
      )}
    </div>
  );
}

/** The colours of a scheme in a row (10 for a linear scheme). */
export function SchemePreview({ scheme }: { scheme: CategoricalScheme }) {
  return (
    <span className="xc-scheme-preview" role="img" aria-label={`${scheme.label} colors`} data-test="scheme-preview">
      {getSchemePreviewColors(scheme).map((c, i) => (
        <span key={i} className="xc-scheme-color" style={{ background: c }} />
      ))}
    </span>
  );
}

/**
 * The colour scheme select (X9.10): placeholder 'Select scheme', the chosen scheme's colours previewed (10 for a linear
 * scheme); locked, showing the dashboard's scheme, when the chart was opened from a dashboard that sets one.
 */
export function ColorSchemeControl({ config, value, onChange, errors }: ControlProps) {
  const { dashboardColorScheme } = useControlContext();
  const registry = config.schemeType === 'linear' ? getSequentialSchemeRegistry() : getCategoricalSchemeRegistry();
  const schemes: CategoricalScheme[] = registry.values();
  const locked = dashboardColorScheme !== null && dashboardColorScheme !== '';
  const current = locked ? dashboardColorScheme : typeof value === 'string' && value !== '' ? value : null;
  const scheme = current === null ? undefined : schemes.find((s) => s.id === current);
  const byId = new Map(schemes.map((s) => [s.id, s]));
  const select = (
    <Select
      label={config.label}
      hideLabel
      placeholder="Select scheme"
      options={schemes.map((s) => ({ value: s.id, label: s.label }))}
      value={current}
      isDisabled={locked}
      clearable={false}
      onChange={(v) => onChange(v === null ? null : String(v))}
      renderOption={(option) => {
        const shown = byId.get(String(option.value));
        return (
          <span className="xc-scheme-option">
            <span className="xc-scheme-option-label">{option.label}</span>
            {shown ? <SchemePreview scheme={shown} /> : null}
          </span>
        );
      }}
    />
  );
  return (
    <div className="xc-control" data-test={config.name}>
      <ControlHeader config={config} errors={errors}>
        {locked && (
          <Tip content={SCHEME_LOCKED_TEXT}>
            <span className="xc-icon" role="img" tabIndex={0} aria-label={SCHEME_LOCKED_TEXT}>
              🔒
            </span>
          </Tip>
        )}
      </ControlHeader>
      {select}
      {scheme && <SchemePreview scheme={scheme} />}
    </div>
  );
}
