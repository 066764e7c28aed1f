SELECT
  "gender",
  COUNT(*) AS "count"
FROM (
  SELECT * FROM main.events WHERE num > 5
) AS "virtual_table"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","count"]

-- inline:
SELECT
  "gender",
  COUNT(*) AS "count"
FROM (
  SELECT * FROM main.events WHERE num > 5
) AS "virtual_table"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
