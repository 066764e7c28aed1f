SELECT
  DATE_TRUNC('day', "ds") + INTERVAL '6 hours' * FLOOR(EXTRACT(HOUR FROM "ds") / 6) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('day', "ds") + INTERVAL '6 hours' * FLOOR(EXTRACT(HOUR FROM "ds") / 6)
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('day', "ds") + INTERVAL '6 hours' * FLOOR(EXTRACT(HOUR FROM "ds") / 6) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('day', "ds") + INTERVAL '6 hours' * FLOOR(EXTRACT(HOUR FROM "ds") / 6)
ORDER BY "ds" ASC
LIMIT 1000
