SELECT
  "gender",
  COUNT(*) AS "count",
  SUM(num) AS "sum__num"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","count","sum__num"]

-- inline:
SELECT
  "gender",
  COUNT(*) AS "count",
  SUM(num) AS "sum__num"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
