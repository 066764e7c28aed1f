SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE DATE_TRUNC('month', "ds") >= $1 AND DATE_TRUNC('month', "ds") < $2
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["2020-01-01 00:00:00.000000","2020-03-01 00:00:00.000000"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE DATE_TRUNC('month', "ds") >= TO_TIMESTAMP('2020-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US') AND DATE_TRUNC('month', "ds") < TO_TIMESTAMP('2020-03-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
