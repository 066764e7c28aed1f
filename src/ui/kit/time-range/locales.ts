/** S2.07: the app languages whose date pickers are translated, and the BCP 47 locale react-aria formats each with. */
export const DATE_PICKER_LOCALES = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  zh: 'zh-CN',
  ja: 'ja-JP',
  de: 'de-DE',
  pt: 'pt-PT',
  pt_BR: 'pt-BR',
  ru: 'ru-RU',
  ko: 'ko-KR',
  sk: 'sk-SK',
  sl: 'sl-SI',
  nl: 'nl-NL',
} as const;

/** An app language the date pickers know. */
export type DatePickerLanguage = keyof typeof DATE_PICKER_LOCALES;

/** The date pickers' locale for an app language ('pt_BR', 'pt-br', 'fr'); English for a language not in the list. */
export function datePickerLocale(language: string | null | undefined): string {
  const normalized = (language ?? '').trim().replace('-', '_');
  const exact = Object.entries(DATE_PICKER_LOCALES).find(([key]) => key.toLowerCase() === normalized.toLowerCase());
  if (exact) return exact[1];
  const base = normalized.split('_')[0]?.toLowerCase() ?? '';
  return base in DATE_PICKER_LOCALES ? DATE_PICKER_LOCALES[base as DatePickerLanguage] : DATE_PICKER_LOCALES.en;
}
