SELECT
  "gender",
  "state",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY
  "gender",
  "state"
ORDER BY
  "state" ASC,
  "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","state","count"]

-- inline:
SELECT
  "gender",
  "state",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY
  "gender",
  "state"
ORDER BY
  "state" ASC,
  "gender" ASC
LIMIT 10000
