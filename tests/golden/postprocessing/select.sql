WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM sales AS input),
pp1 AS (
SELECT "country", "metric" AS "m", "__tessera_row"
FROM pp0
)
SELECT "country", "m"
FROM pp1
ORDER BY "__tessera_row"
