SELECT
  "gender",
  SUM(num) / COUNT(*) AS "avg num"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","avg num"]

-- inline:
SELECT
  "gender",
  SUM(num) / COUNT(*) AS "avg num"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
