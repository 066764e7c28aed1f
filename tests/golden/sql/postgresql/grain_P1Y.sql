SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('year', "ds")
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('year', "ds")
ORDER BY "ds" ASC
LIMIT 1000
