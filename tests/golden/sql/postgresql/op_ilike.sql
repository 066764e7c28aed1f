SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "name" ILIKE $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["%A%"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "name" ILIKE '%A%'
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
