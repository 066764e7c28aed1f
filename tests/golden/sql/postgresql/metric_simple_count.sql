SELECT
  "gender",
  COUNT("num") AS "COUNT(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","COUNT(num)"]

-- inline:
SELECT
  "gender",
  COUNT("num") AS "COUNT(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
