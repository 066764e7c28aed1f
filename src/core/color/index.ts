// Colour schemes, label → colour scales shared across a dashboard, and colour helpers.
export { CategoricalScheme, SequentialScheme } from './colorScheme';
export type { ColorSchemeConfig, ColorSchemeGroup, SequentialSchemeConfig } from './colorScheme';
export { CATEGORICAL_SCHEMES } from './schemes/categorical';
export { COMMON_SEQUENTIAL_SCHEMES } from './schemes/sequential';
export { D3_SEQUENTIAL_SCHEMES } from './schemes/d3Sequential';
export { ColorSchemeRegistry, getCategoricalSchemeRegistry, getSequentialSchemeRegistry } from './schemeRegistry';
export { createCategoricalColorScale, labelKey } from './categoricalColorScale';
export type {
  CategoricalColorScale,
  CategoricalColorScaleOptions,
  ColorLabel,
  ForcedColors,
} from './categoricalColorScale';
export {
  CategoricalColorNamespace,
  DEFAULT_NAMESPACE,
  getColor,
  dashboardColorNamespace,
  getNamespace,
  getScale,
  resetNamespaces,
} from './categoricalColorNamespace';
export type { ColorFlags, DashboardLabelColors } from './categoricalColorNamespace';
export { getAnalogousColors } from './analogous';
export { CONTRAST_THRESHOLD, getContrastingColor } from './contrast';
export {
  addAlpha,
  DEFAULT_FIXED_COLOR,
  isValidHexColor,
  parseColor,
  rgbaToArray,
  rgbaToString,
  rgbToHex,
  round,
  splitRgbAlpha,
  toRgbaHex,
  validateColor,
} from './colorParse';
export type { RGBA } from './colorParse';
export { getSchemePreviewColors, LINEAR_PREVIEW_COLORS } from './preview';
