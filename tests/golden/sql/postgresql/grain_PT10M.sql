SELECT
  DATE_TRUNC('hour', "ds") + INTERVAL '10 minutes' * FLOOR(EXTRACT(MINUTE FROM "ds") / 10) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('hour', "ds") + INTERVAL '10 minutes' * FLOOR(EXTRACT(MINUTE FROM "ds") / 10)
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('hour', "ds") + INTERVAL '10 minutes' * FLOOR(EXTRACT(MINUTE FROM "ds") / 10) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('hour', "ds") + INTERVAL '10 minutes' * FLOOR(EXTRACT(MINUTE FROM "ds") / 10)
ORDER BY "ds" ASC
LIMIT 1000
