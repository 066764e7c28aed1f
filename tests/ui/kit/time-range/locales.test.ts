import { describe, expect, it } from 'vitest';
import { DATE_PICKER_LOCALES, datePickerLocale } from '../../../../src/ui/kit/time-range';

describe('S2.07 date-picker locales', () => {
  it('S2.07 covers en, fr, es, it, zh, ja, de, pt, pt_BR, ru, ko, sk, sl and nl', () => {
    expect(Object.keys(DATE_PICKER_LOCALES)).toEqual([
      'en',
      'fr',
      'es',
      'it',
      'zh',
      'ja',
      'de',
      'pt',
      'pt_BR',
      'ru',
      'ko',
      'sk',
      'sl',
      'nl',
    ]);
  });

  it.each([
    ['pt_BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt', 'pt-PT'],
    ['zh', 'zh-CN'],
    ['sl', 'sl-SI'],
    ['fr_CA', 'fr-FR'],
    ['xx', 'en-US'],
    [undefined, 'en-US'],
  ] as const)('S2.07 %s formats as %s', (language, locale) => {
    expect(datePickerLocale(language)).toBe(locale);
  });

  it('S2.07 every locale is one Intl formats dates in', () => {
    for (const locale of Object.values(DATE_PICKER_LOCALES)) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([locale])).toEqual([locale]);
    }
  });
});
