SELECT
  DATE_TRUNC('week', "ds" + INTERVAL '1 day') - INTERVAL '1 day' AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('week', "ds" + INTERVAL '1 day') - INTERVAL '1 day'
ORDER BY "ds" ASC
LIMIT 1000

-- params: []
-- labels: ["ds","count"]

-- inline:
SELECT
  DATE_TRUNC('week', "ds" + INTERVAL '1 day') - INTERVAL '1 day' AS "ds",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('week', "ds" + INTERVAL '1 day') - INTERVAL '1 day'
ORDER BY "ds" ASC
LIMIT 1000
