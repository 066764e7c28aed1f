SELECT "name"
FROM "main"."events"
ORDER BY "name" ASC
LIMIT 50000

-- params: []
-- labels: ["name"]

-- inline:
SELECT "name"
FROM "main"."events"
ORDER BY "name" ASC
LIMIT 50000
