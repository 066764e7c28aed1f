WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM timeseries AS input),
pp1 AS (
SELECT "ds", "label", "y", "y2", "__tessera_row_next" AS "__tessera_row"
FROM (SELECT "ds",
  "label",
  "y",
  CASE WHEN "y" IS NULL THEN NULL ELSE product("y") OVER (ORDER BY "__tessera_row" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) END AS "y2",
  row_number() OVER (ORDER BY "__tessera_row") AS "__tessera_row_next"
FROM pp0) AS t
)
SELECT "ds", "label", "y", "y2"
FROM pp1
ORDER BY "__tessera_row"
