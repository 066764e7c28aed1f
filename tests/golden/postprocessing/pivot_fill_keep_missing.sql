WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM names AS input),
pp1 AS (
WITH pp0_base AS (SELECT "name", coalesce(CAST("cat" AS VARCHAR), '<NULL>') AS "__tessera_c0", coalesce(CAST("cat" AS VARCHAR), '<NULL>') AS "__tessera_k0", "v" AS "__tessera_v0", "__tessera_row" FROM pp0),
pp0_groups AS (SELECT "name", "__tessera_c0", any_value("__tessera_k0") AS "__tessera_k0", coalesce(sum("__tessera_v0"), 0) AS "__tessera_m0" FROM pp0_base AS t GROUP BY "name", "__tessera_c0"),
pp0_rows AS (SELECT DISTINCT "name" FROM pp0_groups)
SELECT r."name" AS "name",
  coalesce(first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = '<NULL>'), 0) AS "v, <NULL>",
  coalesce(first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = 'x'), 0) AS "v, x",
  coalesce(first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = 'x, y'), 0) AS "v, x\, y",
  coalesce(first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = 'y'), 0) AS "v, y",
  row_number() OVER (ORDER BY r."name" ASC NULLS LAST) AS "__tessera_row"
FROM pp0_rows AS r LEFT JOIN pp0_groups AS g ON g."name" IS NOT DISTINCT FROM r."name"
GROUP BY r."name"
),
pp2 AS (
SELECT "name", "v, <NULL>", "v, x", "v, x\, y", "v, y", "__tessera_row"
FROM pp1
)
SELECT "name", "v, <NULL>", "v, x", "v, x\, y", "v, y"
FROM pp2
ORDER BY "__tessera_row"
