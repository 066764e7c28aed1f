SELECT COUNT(*) AS "rowcount"
FROM (
  SELECT "name"
  FROM "main"."events"
  WHERE "gender" = $1
  LIMIT 2
) AS "rowcount_qry"

-- params: ["boy"]
-- labels: ["rowcount"]

-- inline:
SELECT COUNT(*) AS "rowcount"
FROM (
  SELECT "name"
  FROM "main"."events"
  WHERE "gender" = 'boy'
  LIMIT 2
) AS "rowcount_qry"
