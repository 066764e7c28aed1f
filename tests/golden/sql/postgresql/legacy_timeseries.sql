SELECT
  DATE_TRUNC('quarter', "ds") AS "__timestamp",
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "ds" >= $1 AND "ds" < $2
GROUP BY
  DATE_TRUNC('quarter', "ds"),
  "gender"
ORDER BY "count" DESC
LIMIT 10000

-- params: ["2020-01-01 00:00:00.000000","2021-01-01 00:00:00.000000"]
-- labels: ["__timestamp","gender","count"]

-- inline:
SELECT
  DATE_TRUNC('quarter', "ds") AS "__timestamp",
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "ds" >= TO_TIMESTAMP('2020-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US') AND "ds" < TO_TIMESTAMP('2021-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
GROUP BY
  DATE_TRUNC('quarter', "ds"),
  "gender"
ORDER BY "count" DESC
LIMIT 10000
