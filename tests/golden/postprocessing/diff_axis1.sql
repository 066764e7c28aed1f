WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM sales AS input),
pp1 AS (
SELECT "ds", "country", "metric", "metric2", "__tessera_row_next" AS "__tessera_row"
FROM (SELECT "ds",
  "country",
  CAST(NULL AS DOUBLE) AS "metric",
  "metric2" - "metric" AS "metric2",
  row_number() OVER (ORDER BY "__tessera_row") AS "__tessera_row_next"
FROM pp0) AS t
)
SELECT "ds", "country", "metric", "metric2"
FROM pp1
ORDER BY "__tessera_row"
