WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM timeseries AS input),
pp1 AS (
SELECT "ds", "label", "y", "__tessera_row_next" AS "__tessera_row"
FROM (SELECT "ds",
  "label",
  CASE WHEN count("y") OVER (ORDER BY "__tessera_row" ROWS BETWEEN 2 PRECEDING AND 0 FOLLOWING) >= 3 THEN sqrt(var_samp("y") OVER (ORDER BY "__tessera_row" ROWS BETWEEN 2 PRECEDING AND 0 FOLLOWING)) END AS "y",
  row_number() OVER (ORDER BY "__tessera_row") AS "__tessera_row_next"
FROM pp0) AS t
WHERE "__tessera_row_next" >= 3
)
SELECT "ds", "label", "y"
FROM pp1
ORDER BY "__tessera_row"
