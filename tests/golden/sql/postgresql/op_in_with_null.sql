SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE ("state" IS NULL OR "state" IN ($1))
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["CA"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE ("state" IS NULL OR "state" IN ('CA'))
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
