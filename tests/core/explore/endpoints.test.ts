import { describe, expect, it } from 'vitest';
import {
  advancedTypeAnswer,
  advancedTypeConvertPath,
  operatorsFor,
  columnValuesPath,
  datasourceMetadataPath,
  loadsColumnValues,
  partitionColumnOf,
  samplesPath,
  tableExtraPath,
} from '../../../src/core/explore';

describe("explore's calls", () => {
  it('X7.09 X17.09 column values come from the datasource column values call, only with filter_select and not for HAVING', () => {
    expect(columnValuesPath('table', 3, 'country code')).toBe(
      '/api/v1/datasource/table/3/column/country%20code/values/',
    );
    expect(loadsColumnValues({ filter_select: true }, { subject: 'country', clause: 'WHERE' })).toBe(true);
    expect(loadsColumnValues({ filter_select: true }, { subject: 'SUM(x)', clause: 'HAVING' })).toBe(false);
    expect(loadsColumnValues({ filter_select: false }, { subject: 'country', clause: 'WHERE' })).toBe(false);
    expect(loadsColumnValues({ filter_select: true }, { clause: 'WHERE' })).toBe(false);
  });
  it('X7.10 the partition column is partitions.cols of the table_extra answer', () => {
    expect(tableExtraPath(1, 'logs', 'main')).toBe('/api/v1/database/1/table_extra/logs/main/');
    expect(partitionColumnOf({ partitions: { cols: ['ds'] } })).toBe('ds');
    expect(partitionColumnOf({})).toBeNull();
    expect(partitionColumnOf(null)).toBeNull();
  });
  it('X7.11 X17.10 the advanced data type conversion sends (type, values) as rison', () => {
    expect(advancedTypeConvertPath('internet_address', ['10.0.0.1'])).toBe(
      "/api/v1/advanced_data_type/convert?q=(type:internet_address,values:!('10.0.0.1'))",
    );
  });
  it('X17.03 the dataset metadata call names the datasource key', () => {
    expect(datasourceMetadataPath(3, 'table')).toBe('/superset/fetch_datasource_metadata?datasourceKey=3__table');
  });
  it('D3.12 samples are asked with force, datasource_type, datasource_id and optional paging', () => {
    expect(samplesPath('table', 3, false)).toBe(
      '/datasource/samples?force=false&datasource_type=table&datasource_id=3',
    );
    expect(samplesPath('table', 3, true, { perPage: 100, page: 2 })).toBe(
      '/datasource/samples?force=true&datasource_type=table&datasource_id=3&per_page=100&page=2',
    );
  });
});

describe('advanced data types (X7.11)', () => {
  it('X7.11 the conversion answer gives the display value, the valid operators and an error that disables Save', () => {
    expect(
      advancedTypeAnswer({
        result: { display_value: '10.0.0.0/8', valid_filter_operators: ['IN', '=='], error_message: '' },
      }),
    ).toEqual({
      displayValue: '10.0.0.0/8',
      validFilterOperators: ['IN', '=='],
      error: null,
    });
    expect(
      advancedTypeAnswer({ result: { display_value: '', valid_filter_operators: [], error_message: 'Not a valid IP' } })
        .error,
    ).toBe('Not a valid IP');
    expect(advancedTypeAnswer('<html>').error).toBe('Failed to retrieve advanced type');
  });
  it('X7.11 with an advanced type only the operators it allows are listed', () => {
    const ctx = {
      columns: [{ column_name: 'ip', type: 'BIGINT', advanced_data_type: 'internet_address' }],
      allowedOperations: ['IN', '=='],
    };
    expect(operatorsFor('ip', 'WHERE', ctx)).toEqual(['EQUALS', 'IN']);
  });
});
