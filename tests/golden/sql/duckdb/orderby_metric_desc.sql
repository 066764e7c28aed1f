SELECT
  "gender",
  SUM(num) AS "sum__num"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "sum__num" DESC
LIMIT 10000

-- params: []
-- labels: ["gender","sum__num"]

-- inline:
SELECT
  "gender",
  SUM(num) AS "sum__num"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "sum__num" DESC
LIMIT 10000
