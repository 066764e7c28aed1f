SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "epoch" >= $1 AND "epoch" < $2
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: [1577836800,1593561600]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "epoch" >= 1577836800 AND "epoch" < 1593561600
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
