SELECT
  DATE_TRUNC('minute', "ds") + INTERVAL '5 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 5) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('minute', "ds") + INTERVAL '5 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 5)
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('minute', "ds") + INTERVAL '5 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 5) AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('minute', "ds") + INTERVAL '5 seconds' * FLOOR(EXTRACT(SECOND FROM "ds") / 5)
ORDER BY "ds" ASC
LIMIT 1000
