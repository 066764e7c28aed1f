SELECT
  "gender",
  MIN("num") AS "MIN(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","MIN(num)"]

-- inline:
SELECT
  "gender",
  MIN("num") AS "MIN(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
