SELECT
  DATE_TRUNC('week', "ds") + INTERVAL '6 days' AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('week', "ds") + INTERVAL '6 days'
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('week', "ds") + INTERVAL '6 days' AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('week', "ds") + INTERVAL '6 days'
ORDER BY "ds" ASC
LIMIT 1000
