SELECT
  "name",
  "num"
FROM "main"."events"
ORDER BY "num" DESC
LIMIT 5

-- params: []
-- labels: ["name","num"]

-- inline:
SELECT
  "name",
  "num"
FROM "main"."events"
ORDER BY "num" DESC
LIMIT 5
