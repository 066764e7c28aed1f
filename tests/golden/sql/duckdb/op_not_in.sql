SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE NOT ("state" IN ($1, $2))
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100

-- params: ["CA","NY"]
-- labels: ["name","count"]

-- inline:
SELECT
  "name",
  COUNT(*) AS "count"
FROM "main"."events"
WHERE NOT ("state" IN ('CA', 'NY'))
GROUP BY "name"
ORDER BY "name" ASC
LIMIT 100
