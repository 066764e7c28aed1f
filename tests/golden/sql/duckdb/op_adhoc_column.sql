SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE (num % 3) = $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: [1]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE (num % 3) = 1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
