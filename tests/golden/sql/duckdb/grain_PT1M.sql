SELECT
  DATE_TRUNC('minute', "ds") AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('minute', "ds")
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('minute', "ds") AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('minute', "ds")
ORDER BY "ds" ASC
LIMIT 1000
