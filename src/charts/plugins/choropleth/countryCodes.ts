/**
 * A world map's country column read as Superset's country_fieldtype says: ISO 3166-1 alpha-2 (cca2), alpha-3 (cca3),
 * the English name (with i18n-iso-countries' other names: 'USA', 'UK', …) or the International Olympic Committee's
 * code (cioc), each to the alpha-2 code the world's shapes are keyed by.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** The country field types of the world map's control. */
export type CountryFieldType = 'cca2' | 'cca3' | 'name' | 'cioc';

/**
 * IOC codes that differ from the country's alpha-3 code, to alpha-2 (any other IOC code is read as alpha-3, which it
 * then equals).
 */
const IOC_TO_ALPHA2 = new Map(
  (
    'ALG:DZ ANG:AO ANT:AG ARU:AW BAH:BS BAN:BD BAR:BB BER:BM BHU:BT BOT:BW BRU:BN BUL:BG BUR:BF CAM:KH CAY:KY ' +
    'CGO:CG CHA:TD CHI:CL CRC:CR CRO:HR DEN:DK ESA:SV FIJ:FJ GAM:GM GBS:GW GEQ:GQ GER:DE GRE:GR GRN:GD GUA:GT ' +
    'GUI:GN HAI:HT HON:HN INA:ID IRI:IR ISV:VI IVB:VG KOS:XK KSA:SA KUW:KW LAT:LV LBA:LY LES:LS LIB:LB MAD:MG ' +
    'MAS:MY MAW:MW MGL:MN MRI:MU MTN:MR MYA:MM NCA:NI NED:NL NEP:NP NGR:NG NIG:NE OMA:OM PAR:PY PHI:PH PLE:PS ' +
    'POR:PT PUR:PR RSA:ZA SAM:WS SEY:SC SIN:SG SKN:KN SLO:SI SOL:SB SRI:LK SUD:SD SUI:CH TAN:TZ TGA:TO TOG:TG ' +
    'TPE:TW UAE:AE URU:UY VAN:VU VIN:VC VIE:VN ZAM:ZM ZIM:ZW'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** The alpha-2 code of a country column's value, or null when it names no country. */
export function countryCode(value: unknown, fieldType: CountryFieldType): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  switch (fieldType) {
    case 'cca2':
      return countries.isValid(upper) && upper.length === 2 ? upper : null;
    case 'cca3':
      return countries.alpha3ToAlpha2(upper) ?? null;
    case 'cioc':
      return IOC_TO_ALPHA2.get(upper) ?? countries.alpha3ToAlpha2(upper) ?? null;
    default:
      return countries.getAlpha2Code(text, 'en') ?? null;
  }
}

/** A country's English name by alpha-2 code. */
export function countryName(alpha2: string): string | undefined {
  return countries.getName(alpha2, 'en');
}
