SELECT
  DATE_TRUNC('month', ((timestamp 'epoch' + "epoch" * interval '1 second'))) AS "epoch",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('month', ((timestamp 'epoch' + "epoch" * interval '1 second')))
ORDER BY "epoch" ASC
LIMIT 10000

-- params: []
-- labels: ["epoch","count"]

-- inline:
SELECT
  DATE_TRUNC('month', ((timestamp 'epoch' + "epoch" * interval '1 second'))) AS "epoch",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY DATE_TRUNC('month', ((timestamp 'epoch' + "epoch" * interval '1 second')))
ORDER BY "epoch" ASC
LIMIT 10000
