WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM names AS input),
pp1 AS (
WITH pp0_base AS (SELECT "name", coalesce(CAST("cat" AS VARCHAR), '<NULL>') AS "__tessera_c0", coalesce(CAST("cat" AS VARCHAR), '<NULL>') AS "__tessera_k0", "v" AS "__tessera_v0", "__tessera_row" FROM pp0 WHERE "name" IS NOT NULL AND "__tessera_c0" IS NOT NULL),
pp0_groups AS (SELECT * FROM (SELECT "name", "__tessera_c0", any_value("__tessera_k0") AS "__tessera_k0", CASE WHEN count("__tessera_v0") = count(*) THEN median("__tessera_v0") END AS "__tessera_m0" FROM pp0_base AS t GROUP BY "name", "__tessera_c0") AS t WHERE "__tessera_m0" IS NOT NULL),
pp0_rows AS (SELECT DISTINCT "name" FROM pp0_groups)
SELECT r."name" AS "name",
  first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = '<NULL>') AS "v, <NULL>",
  first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = 'x') AS "v, x",
  first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = 'x, y') AS "v, x\, y",
  row_number() OVER (ORDER BY r."name" ASC NULLS LAST) AS "__tessera_row"
FROM pp0_rows AS r LEFT JOIN pp0_groups AS g ON g."name" IS NOT DISTINCT FROM r."name"
GROUP BY r."name"
),
pp2 AS (
SELECT "name", "v, <NULL>", "v, x", "v, x\, y", "__tessera_row"
FROM pp1
)
SELECT "name", "v, <NULL>", "v, x", "v, x\, y"
FROM pp2
ORDER BY "__tessera_row"
