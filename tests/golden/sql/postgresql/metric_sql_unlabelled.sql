SELECT
  "gender",
  MAX(price) AS "MAX(price)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","MAX(price)"]

-- inline:
SELECT
  "gender",
  MAX(price) AS "MAX(price)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
