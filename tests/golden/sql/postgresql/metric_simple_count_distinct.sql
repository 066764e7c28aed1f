SELECT
  "gender",
  COUNT(DISTINCT "state") AS "COUNT_DISTINCT(state)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","COUNT_DISTINCT(state)"]

-- inline:
SELECT
  "gender",
  COUNT(DISTINCT "state") AS "COUNT_DISTINCT(state)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
