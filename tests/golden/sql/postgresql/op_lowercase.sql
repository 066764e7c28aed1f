SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "gender" IN ($1)
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["boy"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "gender" IN ('boy')
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
