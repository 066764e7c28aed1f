SELECT
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY "gender"
ORDER BY MAX("price") DESC
LIMIT 10000

-- params: []
-- labels: ["gender","count"]

-- inline:
SELECT
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY "gender"
ORDER BY MAX("price") DESC
LIMIT 10000
