SELECT
  DATE_TRUNC('minute', "ds") + INTERVAL '30 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 30) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('minute', "ds") + INTERVAL '30 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 30)
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('minute', "ds") + INTERVAL '30 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 30) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('minute', "ds") + INTERVAL '30 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 30)
ORDER BY "ds" ASC
LIMIT 1000
