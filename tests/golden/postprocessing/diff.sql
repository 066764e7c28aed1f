WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM timeseries AS input),
pp1 AS (
SELECT "ds", "label", "y", "__tessera_row_next" AS "__tessera_row"
FROM (SELECT "ds",
  "label",
  "y" - lag("y", 1) OVER (ORDER BY "__tessera_row") AS "y",
  row_number() OVER (ORDER BY "__tessera_row") AS "__tessera_row_next"
FROM pp0) AS t
)
SELECT "ds", "label", "y"
FROM pp1
ORDER BY "__tessera_row"
