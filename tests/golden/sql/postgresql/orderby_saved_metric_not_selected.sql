SELECT
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY "gender"
ORDER BY SUM(num) ASC
LIMIT 10000

-- params: []
-- labels: ["gender","count"]

-- inline:
SELECT
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY "gender"
ORDER BY SUM(num) ASC
LIMIT 10000
