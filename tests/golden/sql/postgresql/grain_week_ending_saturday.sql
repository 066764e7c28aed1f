SELECT
  DATE_TRUNC('week', "ds" + INTERVAL '1 day') + INTERVAL '5 days' AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('week', "ds" + INTERVAL '1 day') + INTERVAL '5 days'
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('week', "ds" + INTERVAL '1 day') + INTERVAL '5 days' AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('week', "ds" + INTERVAL '1 day') + INTERVAL '5 days'
ORDER BY "ds" ASC
LIMIT 1000
