SELECT "name"
FROM "main"."events"
ORDER BY "name" ASC
LIMIT 10000

-- params: []
-- labels: ["name"]

-- inline:
SELECT "name"
FROM "main"."events"
ORDER BY "name" ASC
LIMIT 10000
