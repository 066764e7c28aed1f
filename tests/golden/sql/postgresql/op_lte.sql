SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "price" <= $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: [3]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "price" <= 3
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
