SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE CAST("num" AS TEXT) LIKE $1
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["1%"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE CAST("num" AS TEXT) LIKE '1%'
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
