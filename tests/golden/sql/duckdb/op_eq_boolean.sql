SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "is_active" = $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: [true]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "is_active" = TRUE
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
