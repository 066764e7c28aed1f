SELECT COUNT(*) AS "rowcount"
FROM (
  SELECT
    "gender",
    COUNT(*) AS "count"
  FROM "main"."events"
  GROUP BY "gender"
  LIMIT 10000
) AS "rowcount_qry"

-- params: []
-- labels: ["rowcount"]

-- inline:
SELECT COUNT(*) AS "rowcount"
FROM (
  SELECT
    "gender",
    COUNT(*) AS "count"
  FROM "main"."events"
  GROUP BY "gender"
  LIMIT 10000
) AS "rowcount_qry"
