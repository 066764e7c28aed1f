SELECT
  "name",
  num * 2 AS "num_x2"
FROM "main"."events"
ORDER BY "num_x2" DESC
LIMIT 5

-- params: []
-- labels: ["name","num_x2"]

-- inline:
SELECT
  "name",
  num * 2 AS "num_x2"
FROM "main"."events"
ORDER BY "num_x2" DESC
LIMIT 5
