SELECT
  "gender",
  MAX("num") AS "MAX(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","MAX(num)"]

-- inline:
SELECT
  "gender",
  MAX("num") AS "MAX(num)"
FROM "main"."events"
GROUP BY "gender"
ORDER BY "gender" ASC
LIMIT 10000
