SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "name" LIKE $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["%a%"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "name" LIKE '%a%'
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
