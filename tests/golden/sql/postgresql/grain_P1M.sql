SELECT
  DATE_TRUNC('month', "ds") AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('month', "ds")
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('month', "ds") AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('month', "ds")
ORDER BY "ds" ASC
LIMIT 1000
