SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "is_active" IS TRUE
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: []
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "is_active" IS TRUE
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
