SELECT
  "gender",
  SUM(num * 2) AS "SUM(num_x2)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","SUM(num_x2)"]

-- inline:
SELECT
  "gender",
  SUM(num * 2) AS "SUM(num_x2)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
