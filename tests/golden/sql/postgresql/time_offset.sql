SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  COUNT(*) AS "count__1 year ago"
FROM "main"."events"
WHERE "ds" >= $1 AND "ds" < $2
GROUP BY DATE_TRUNC('year', "ds")
ORDER BY "ds" ASC
LIMIT 10000

-- params: ["2020-01-01 00:00:00.000000","2021-01-01 00:00:00.000000"]
-- labels: ["ds","count__1 year ago"]

-- inline:
SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  COUNT(*) AS "count__1 year ago"
FROM "main"."events"
WHERE "ds" >= TO_TIMESTAMP('2020-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US') AND "ds" < TO_TIMESTAMP('2021-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
GROUP BY DATE_TRUNC('year', "ds")
ORDER BY "ds" ASC
LIMIT 10000
