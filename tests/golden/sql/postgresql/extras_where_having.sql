SELECT
  "gender",
  SUM(num) AS "sum__num"
FROM "main"."events"
WHERE (state <> 'TX' OR state IS NULL)
GROUP BY "gender"
HAVING (SUM(num) > 20)
ORDER BY "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["gender","sum__num"]

-- inline:
SELECT
  "gender",
  SUM(num) AS "sum__num"
FROM "main"."events"
WHERE (state <> 'TX' OR state IS NULL)
GROUP BY "gender"
HAVING (SUM(num) > 20)
ORDER BY "gender" ASC
LIMIT 10000
