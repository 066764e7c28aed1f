// One CSV writer: the app's download of a loaded result and the server's export write the same text, as Superset's does.
import { Table, TimestampMillisecond, Utf8, Float64, vectorFromArray } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { tableToCsv } from '../../src/core/dataplane';
import { toCsv } from '../../server/chartdata/serialize';

const when = [new Date('2020-01-05T10:17:43Z'), new Date('2021-06-01T00:29:59.250Z'), null];
const names = ['North "A"', '=cmd', null];
const amounts = [1.5, -2, null];

describe('CSV of a result', () => {
  const server = toCsv({
    names: ['ordered_at', 'region', 'amount'],
    types: ['TIMESTAMP', 'VARCHAR', 'DOUBLE'],
    columns: [when, names, amounts],
    rowCount: 3,
  });
  const app = tableToCsv(
    new Table({
      ordered_at: vectorFromArray(
        when.map((d) => d?.getTime() ?? null),
        new TimestampMillisecond(),
      ),
      region: vectorFromArray(names, new Utf8()),
      amount: vectorFromArray(amounts, new Float64()),
    }),
  );

  it('writes datetimes and line ends as Superset does: UTC "YYYY-MM-DD HH:MM:SS[.fff]" and \\n', () => {
    expect(server).toBe(
      'ordered_at,region,amount\n2020-01-05 10:17:43,"North ""A""",1.5\n2021-06-01 00:29:59.250,\'=cmd,-2\n,,\n',
    );
  });

  it("the app's download is the same text as the server's export", () => {
    expect(app).toBe(server);
  });
});
