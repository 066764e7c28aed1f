SELECT
  "gender",
  SUM("num") AS "SUM(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","SUM(num)"]

-- inline:
SELECT
  "gender",
  SUM("num") AS "SUM(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
