SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "num" IN ($1, $2, $3)
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: [3,5,7]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "num" IN (3, 5, 7)
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
