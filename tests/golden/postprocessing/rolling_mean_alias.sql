WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM timeseries AS input),
pp1 AS (
SELECT "ds", "label", "y", "y_mean", "__tessera_row_next" AS "__tessera_row"
FROM (SELECT "ds",
  "label",
  "y",
  CASE WHEN count("y") OVER (ORDER BY "__tessera_row" ROWS BETWEEN 9 PRECEDING AND 0 FOLLOWING) >= 1 THEN avg("y") OVER (ORDER BY "__tessera_row" ROWS BETWEEN 9 PRECEDING AND 0 FOLLOWING) END AS "y_mean",
  row_number() OVER (ORDER BY "__tessera_row") AS "__tessera_row_next"
FROM pp0) AS t
)
SELECT "ds", "label", "y", "y_mean"
FROM pp1
ORDER BY "__tessera_row"
