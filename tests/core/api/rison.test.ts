import { describe, expect, it } from 'vitest';
import { risonDecode, risonEncode, risonParam } from '../../../src/core/api';

describe('rison', () => {
  it('encodes a list query the way Superset clients send it', () => {
    expect(risonEncode({ page: 0, page_size: 25, order_direction: 'desc' })).toBe(
      '(order_direction:desc,page:0,page_size:25)',
    );
  });

  it('encodes id lists with the !( ) array syntax', () => {
    expect(risonEncode([1, 2, 3])).toBe('!(1,2,3)');
  });

  it('quotes strings the server decoder would not read bare', () => {
    expect(risonEncode('a@b')).toBe("'a@b'");
    expect(risonEncode('café')).toBe("'café'");
    expect(risonEncode('12abc')).toBe("'12abc'");
    expect(risonEncode('-x')).toBe("'-x'");
    expect(risonEncode('sales_2024.csv')).toBe('sales_2024.csv');
  });

  it("escapes ' and ! inside quoted strings", () => {
    expect(risonEncode("it's!")).toBe("'it!'s!!'");
  });

  it('encodes booleans and null', () => {
    expect(risonEncode({ a: true, b: false, c: null })).toBe('(a:!t,b:!f,c:!n)');
  });

  it('round-trips through decode', () => {
    const value = { filters: [{ col: 'slice_name', opr: 'chart_all_text', value: "O'Brien & co" }], page: 2 };
    expect(risonDecode(risonEncode(value))).toEqual(value);
  });

  it('escapes characters that would break a query string', () => {
    const param = risonParam({ value: 'a+b&c#d %' });
    expect(param).not.toMatch(/[+&# ]/);
    expect(risonDecode(decodeURIComponent(param))).toEqual({ value: 'a+b&c#d %' });
  });

  it('keeps rison punctuation readable in the query string', () => {
    expect(risonParam({ keys: ['permissions'] })).toBe('(keys:!(permissions))');
  });
});
