SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "state" IS NULL
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
WHERE "state" IS NULL
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
