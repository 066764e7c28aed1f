SELECT
  "gender",
  CASE WHEN num > 10 THEN 'big' ELSE 'small' END AS "size",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY
  "gender",
  CASE WHEN num > 10 THEN 'big' ELSE 'small' END
ORDER BY
  "gender" ASC,
  "count" DESC
LIMIT 10000

-- params: []
-- labels: ["gender","size","count"]

-- inline:
SELECT
  "gender",
  CASE WHEN num > 10 THEN 'big' ELSE 'small' END AS "size",
  COUNT(*) AS "count"
FROM "main"."events"
GROUP BY
  "gender",
  CASE WHEN num > 10 THEN 'big' ELSE 'small' END
ORDER BY
  "gender" ASC,
  "count" DESC
LIMIT 10000
