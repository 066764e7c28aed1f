SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "num" = $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: [7]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "num" = 7
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
