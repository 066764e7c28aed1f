SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "ds" >= $1 AND "ds" < $2
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["2020-01-01 00:00:00.000000","2020-07-01 00:00:00.000000"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "ds" >= '2020-01-01 00:00:00.000000' AND "ds" < '2020-07-01 00:00:00.000000'
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
