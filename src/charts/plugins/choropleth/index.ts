/** The world and country maps: filled regions from the packaged shapes, drawn as map views of the one canvas. */
export { transformWorldMapProps, worldMapControlPanel } from './worldMap';
export { COUNTRY_SHAPES, countryMapControlPanel, transformCountryMapProps, unsupportedCountryText } from './countryMap';
export { countryCode } from './countryCodes';
export type { CountryFieldType } from './countryCodes';
