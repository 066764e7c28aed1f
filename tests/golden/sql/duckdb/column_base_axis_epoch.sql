SELECT
  DATE_TRUNC('month', make_timestamp(CAST("epoch" * 1000000 AS BIGINT))) AS "epoch",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('month', make_timestamp(CAST("epoch" * 1000000 AS BIGINT)))
ORDER BY "epoch" ASC
LIMIT 10000

-- params: []
-- labels: ["epoch","count"]

-- inline:
SELECT
  DATE_TRUNC('month', make_timestamp(CAST("epoch" * 1000000 AS BIGINT))) AS "epoch",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('month', make_timestamp(CAST("epoch" * 1000000 AS BIGINT)))
ORDER BY "epoch" ASC
LIMIT 10000
