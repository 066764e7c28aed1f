// The SQL of a local search: only the columns whose text could hold the words are read, strings without a cast.
import { Bool, Field, Float64, Int32, TimestampMillisecond, Utf8 } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { localCountSql, localSelectSql } from '../../workers/dataplane/localSql';

const fields = [
  new Field('id', new Int32()),
  new Field('amount', new Float64()),
  new Field('ok', new Bool()),
  new Field('ts', new TimestampMillisecond()),
  new Field('name', new Utf8()),
];

describe('local search SQL', () => {
  it('matches regardless of case, with no pattern characters: % and _ are plain text', () => {
    const { params } = localSelectSql({ table: 't', search: { text: '50%_OFF' } }, fields);
    expect(params).toEqual(['50%_off']);
  });

  it('searches words with letters in the text columns only, without a cast', () => {
    const { sql, params } = localSelectSql({ table: 't', search: { text: 'customer 9' } }, fields);
    expect(sql).toBe(`SELECT * FROM "t" WHERE (contains(lower("name"), ?))`);
    expect(params).toEqual(['customer 9']);
  });

  it('searches digits in the numbers, the times and the text, and a boolean word in the booleans', () => {
    const digits = localSelectSql({ table: 't', search: { text: '4.5' } }, fields);
    expect(digits.sql).toBe(
      `SELECT * FROM "t" WHERE (contains(lower(CAST("id" AS VARCHAR)), ?) OR contains(lower(CAST("amount" AS VARCHAR)), ?) OR contains(lower(CAST("ts" AS VARCHAR)), ?) OR contains(lower("name"), ?))`,
    );
    const truth = localSelectSql({ table: 't', search: { text: 'RU' } }, fields);
    expect(truth.sql).toBe(
      `SELECT * FROM "t" WHERE (contains(lower(CAST("ok" AS VARCHAR)), ?) OR contains(lower("name"), ?))`,
    );
  });

  it('finds nothing when no column could hold the words, without reading any', () => {
    const none = localSelectSql({ table: 't', search: { text: 'zz' } }, [new Field('id', new Int32())]);
    expect(none.sql).toBe('SELECT * FROM "t" WHERE FALSE');
  });

  it('counts the rows a query matches, whatever its page', () => {
    const { sql, params } = localCountSql(
      { table: 't', search: { text: 'x' }, orderBy: [{ column: 'id', ascending: true }], limit: 5, offset: 10 },
      fields,
    );
    expect(sql).toBe(`SELECT count(*) AS n FROM "t" WHERE (contains(lower("name"), ?))`);
    expect(params).toEqual(['x']);
  });
});
