SELECT
  "gender",
  AVG("num") AS "AVG(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","AVG(num)"]

-- inline:
SELECT
  "gender",
  AVG("num") AS "AVG(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
