WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM timeseries AS input),
pp1 AS (
SELECT "ds", "label", "y", "__tessera_row_next" AS "__tessera_row"
FROM (SELECT "ds",
  "label",
  CASE WHEN "y" IS NULL THEN NULL ELSE sum("y") OVER (ORDER BY "__tessera_row" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) END AS "y",
  row_number() OVER (ORDER BY "__tessera_row") AS "__tessera_row_next"
FROM pp0) AS t
)
SELECT "ds", "label", "y"
FROM pp1
ORDER BY "__tessera_row"
