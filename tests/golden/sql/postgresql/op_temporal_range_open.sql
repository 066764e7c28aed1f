SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "ds" >= $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["2021-01-01 00:00:00.000000"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "ds" >= TO_TIMESTAMP('2021-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
