import type { TimeLocaleDefinition } from 'd3-time-format';
import { describe, expect, test } from 'vitest';
import {
  createSmartDateDetailedFormatter,
  createSmartDateFormatter,
  createSmartDateVerboseFormatter,
  getTimeFormatter,
  smartDateDetailedFormatter,
  smartDateFormatter,
  smartDateVerboseFormatter,
} from '../../../src/core/format';

const ptBR: TimeLocaleDefinition = {
  dateTime: '%A, %e de %B de %Y. %X',
  date: '%d/%m/%Y',
  time: '%H:%M:%S',
  periods: ['AM', 'PM'],
  days: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
  shortDays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  months: [
    'Janeiro',
    'Fevereiro',
    'Março',
    'Abril',
    'Maio',
    'Junho',
    'Julho',
    'Agosto',
    'Setembro',
    'Outubro',
    'Novembro',
    'Dezembro',
  ],
  shortMonths: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};

describe('smart_date (UTC)', () => {
  test.each([
    ['2020-01-01', '2020'],
    ['2020-03-01', 'March'],
    ['2020-03-15', 'Mar 15'],
    ['2020-03-03', 'Tue 03'],
    ['2020-03-03T13:00:00Z', '01 PM'],
    ['2020-03-03T11:22:00Z', '11:22'],
    ['2020-03-03T11:22:33Z', ':33s'],
    ['2020-03-03T11:22:33.100Z', '.100ms'],
  ])('%s reads %s', (iso, expected) => {
    expect(smartDateFormatter(new Date(iso))).toBe(expected);
    expect(getTimeFormatter('smart_date')(Date.parse(iso))).toBe(expected);
  });

  test('in another locale', () => {
    const formatter = createSmartDateFormatter(ptBR);
    expect(formatter(new Date('2020-01-01'))).toBe('2020');
    expect(formatter(new Date('2020-03-01'))).toBe('Março');
    expect(formatter(new Date('2023-10-15'))).toBe('Out 15');
    expect(formatter(new Date('2020-03-03'))).toBe('Ter 03');
  });

  test('is the id smart_date', () => {
    expect(smartDateFormatter.id).toBe('smart_date');
  });
});

describe('smart_date_detailed (UTC)', () => {
  test.each([
    ['2020-01-01T00:00:00.000Z', '2020'],
    ['2020-03-01T00:00:00.000Z', '2020-03-01'],
    ['2020-03-15T00:00:00.000Z', '2020-03-15'],
    ['2020-03-01T13:00:00.000Z', '2020-03-01 13:00'],
    ['2020-03-10T13:10:00.000Z', '2020-03-10 13:10'],
    ['2020-03-10T13:10:05.000Z', '2020-03-10 13:10:05'],
    ['2020-03-10T13:10:00.100Z', '2020-03-10 13:10:00.100'],
  ])('%s reads %s', (iso, expected) => {
    expect(smartDateDetailedFormatter(new Date(iso))).toBe(expected);
    expect(createSmartDateDetailedFormatter(ptBR)(new Date(iso))).toBe(expected);
    expect(getTimeFormatter('smart_date_detailed')(new Date(iso))).toBe(expected);
  });
});

describe('smart_date_verbose (UTC)', () => {
  test.each([
    ['2020-01-01', '2020'],
    ['2020-03-01', 'Mar 2020'],
    ['2020-03-03', 'Tue Mar 3'],
    ['2020-03-15', 'Sun Mar 15'],
    ['2020-03-03T13:00:00Z', 'Tue Mar 03, 01 PM'],
    ['2020-03-03T13:05:00Z', 'Tue Mar 03, 01:05 PM'],
    ['2020-03-03T13:05:09Z', 'Tue Mar 03, 01:05:09 PM'],
    ['2020-03-03T13:05:09.250Z', '.250'],
  ])('%s reads %s', (iso, expected) => {
    expect(smartDateVerboseFormatter(new Date(iso))).toBe(expected);
    expect(getTimeFormatter('smart_date_verbose')(new Date(iso))).toBe(expected);
  });

  test('in another locale', () => {
    const formatter = createSmartDateVerboseFormatter(ptBR);
    expect(formatter(new Date('2020-01-01'))).toBe('2020');
    expect(formatter(new Date('2020-04-01'))).toBe('Abr 2020');
    expect(formatter(new Date('2020-03-03'))).toBe('Ter Mar 3');
    expect(formatter(new Date('2020-03-15'))).toBe('Dom Mar 15');
  });
});
