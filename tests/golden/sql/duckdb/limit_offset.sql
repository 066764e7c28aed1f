SELECT "name"
FROM "main"."events"
ORDER BY "name" ASC
LIMIT 3
OFFSET 4

-- params: []
-- labels: ["name"]

-- inline:
SELECT "name"
FROM "main"."events"
ORDER BY "name" ASC
LIMIT 3
OFFSET 4
