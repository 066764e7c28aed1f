SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "gender" <> $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["girl"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE "gender" <> 'girl'
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
