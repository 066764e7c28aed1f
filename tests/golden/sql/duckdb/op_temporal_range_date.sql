SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "d" >= $1 AND "d" < $2
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["2020-01-06 00:00:00.000000","2021-01-01 00:00:00.000000"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "d" >= '2020-01-06 00:00:00.000000' AND "d" < '2021-01-01 00:00:00.000000'
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
