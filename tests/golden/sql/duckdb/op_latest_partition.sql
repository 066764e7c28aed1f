SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "d" = (SELECT MAX("d") FROM "main"."events")
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
WHERE "d" = (SELECT MAX("d") FROM "main"."events")
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
