import { describe, expect, it } from 'vitest';
import {
  baseTypeName,
  controlDefault,
  createAdhocFilter,
  datasetExtra,
  defaultMetricLabel,
  editFilter,
  isBooleanColumn,
  isEmptyValue,
  isIntegerColumn,
  isOperatorRelevant,
  isTemporalColumn,
  knownColorScheme,
  metricOptionName,
  operatorIdOf,
  randomIdPart,
  sameFilter,
  timeColumnAfterSwap,
  truncateLabel,
  uiConfigOf,
} from '../../../src/core/explore';

describe('small helpers of the explore model', () => {
  it('D16.13 truncateLabel keeps labels under 43 characters whole and cuts longer ones to 40 and "..."', () => {
    expect(truncateLabel('')).toBe('');
    expect(truncateLabel('a'.repeat(42))).toHaveLength(42);
    expect(truncateLabel('a'.repeat(43))).toBe(`${'a'.repeat(40)}...`);
  });
  it('D2.30 D2.32 option names are made of two random parts; randomIdPart gives base-36 text', () => {
    expect(randomIdPart()).toMatch(/^[0-9a-z]*$/);
    expect(metricOptionName(() => 'q')).toBe('metric_q_q');
  });
  it('D2.30 editFilter changes fields, keeps the option name and marks the filter as no longer new; sameFilter compares what it says', () => {
    const f = createAdhocFilter({
      subject: 'a',
      operatorId: 'IN',
      comparator: ['x'],
      isNew: true,
      filterOptionName: 'f1',
    });
    const g = editFilter(f, { comparator: ['y'] });
    expect(g).toMatchObject({ filterOptionName: 'f1', comparator: ['y'] });
    expect(g.isNew).toBeUndefined();
    expect(sameFilter(f, editFilter(f, {}))).toBe(true);
    expect(sameFilter(f, g)).toBe(false);
  });
  it('D2.31 operatorIdOf reads an operation in any case back to its id', () => {
    expect(operatorIdOf('not in')).toBe('NOT_IN');
    expect(operatorIdOf('==')).toBe('EQUALS');
    expect(operatorIdOf('BETWEEN')).toBeUndefined();
    expect(operatorIdOf(undefined)).toBeUndefined();
  });
  it('X7.07 column kinds: type names without parameters, booleans, integers and temporal columns', () => {
    expect(baseTypeName(' decimal(10, 2)')).toBe('DECIMAL');
    expect(isBooleanColumn({ column_name: 'a', type_generic: 3 })).toBe(true);
    expect(isBooleanColumn(undefined)).toBe(false);
    expect(isIntegerColumn({ column_name: 'a', type: 'smallint' })).toBe(true);
    expect(isIntegerColumn({ column_name: 'a', type: 'DOUBLE' })).toBe(false);
    expect(isTemporalColumn({ column_name: 'a', type_generic: 2 })).toBe(true);
    expect(isTemporalColumn({ column_name: 'a', type: 'TIMESTAMP' })).toBe(false);
    expect(isOperatorRelevant('LIKE', 'name', 'WHERE', { columns: [{ column_name: 'name', type: 'TEXT' }] })).toBe(
      true,
    );
  });
  it('D2.32 the default label of an unfinished SIMPLE metric shows what is chosen so far', () => {
    expect(defaultMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM' })).toBe('SUM()');
    expect(defaultMetricLabel({ expressionType: 'SIMPLE' })).toBe('');
  });
  it('X5.08 datasetExtra reads the extra as JSON text or an object', () => {
    expect(datasetExtra({ extra: '{"certification": {"certified_by": "Ann"}}' })).toEqual({
      certification: { certified_by: 'Ann' },
    });
    expect(datasetExtra({ extra: '[1]' })).toEqual({});
    expect(datasetExtra(undefined)).toEqual({});
  });
  it('X1.06 a control default is copied; the time range defaults to DEFAULT_TIME_FILTER, else "No filter"', () => {
    const list: string[] = [];
    const copy = controlDefault({ name: 'groupby', type: 'GroupByControl', label: 'Dimensions', default: list });
    expect(copy).toEqual([]);
    expect(copy).not.toBe(list);
    expect(controlDefault({ name: 'time_range', type: 'TimeRangeControl', label: 'Time range' })).toBe('No filter');
    expect(
      controlDefault(
        { name: 'time_range', type: 'TimeRangeControl', label: 'Time range' },
        { DEFAULT_TIME_FILTER: 'Last day' },
      ),
    ).toBe('Last day');
  });
  it('X1.08 a colour scheme unknown to the registry becomes its default; a known or unset one stays', () => {
    const schemes = { has: (k: string) => k === 'blue', getDefaultKey: () => 'blue' };
    expect(knownColorScheme('red', schemes)).toBe('blue');
    expect(knownColorScheme('blue', schemes)).toBe('blue');
    expect(knownColorScheme(undefined, schemes)).toBeUndefined();
  });
  it('X1.10 the UI config bitmask', () => {
    expect(uiConfigOf(6)).toEqual({ hideTitle: false, hideTab: true, hideNav: true, hideChartControls: false });
    expect(uiConfigOf('15')).toEqual({ hideTitle: true, hideTab: true, hideNav: true, hideChartControls: true });
    expect(uiConfigOf('yes')).toEqual({ hideTitle: false, hideTab: false, hideNav: false, hideChartControls: false });
  });
  it('X2.09 the time column after a swap: kept when temporal, else the main datetime column, else the first temporal one, else null', () => {
    const columns = [
      { column_name: 'name' },
      { column_name: 'created', is_dttm: true },
      { column_name: 'updated', is_dttm: true },
    ];
    expect(timeColumnAfterSwap('updated', { type: 'table', columns, main_dttm_col: 'created' })).toBe('updated');
    expect(timeColumnAfterSwap('name', { type: 'table', columns, main_dttm_col: 'updated' })).toBe('updated');
    expect(timeColumnAfterSwap('name', { type: 'table', columns, main_dttm_col: null })).toBe('created');
    expect(timeColumnAfterSwap('name', { type: 'query', columns, main_dttm_col: null })).toBe('name');
  });
  it('X14.03 isEmptyValue: null, undefined, "" and [] are empty; 0 and false are not', () => {
    expect([null, undefined, '', []].every(isEmptyValue)).toBe(true);
    expect([0, false, ' ', [0]].some(isEmptyValue)).toBe(false);
  });
});
