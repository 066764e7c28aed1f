WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM sales AS input),
pp1 AS (
WITH pp0_base AS (SELECT "ds", coalesce(CAST("country" AS VARCHAR), '<NULL>') AS "__tessera_c0", coalesce(CAST("country" AS VARCHAR), '<NULL>') AS "__tessera_k0", "metric" AS "__tessera_v0", "__tessera_row" FROM pp0 WHERE "ds" IS NOT NULL AND "__tessera_c0" IS NOT NULL),
pp0_groups AS (SELECT * FROM (SELECT "ds", "__tessera_c0", any_value("__tessera_k0") AS "__tessera_k0", coalesce(sum("__tessera_v0"), 0) AS "__tessera_m0" FROM pp0_base AS t GROUP BY "ds", "__tessera_c0") AS t WHERE "__tessera_m0" IS NOT NULL),
pp0_rows AS (SELECT DISTINCT "ds" FROM pp0_groups)
SELECT r."ds" AS "ds",
  first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = 'UK') AS "metric, UK",
  first(g."__tessera_m0") FILTER (WHERE g."__tessera_c0" = 'US') AS "metric, US",
  row_number() OVER (ORDER BY r."ds" ASC NULLS LAST) AS "__tessera_row"
FROM pp0_rows AS r LEFT JOIN pp0_groups AS g ON g."ds" IS NOT DISTINCT FROM r."ds"
GROUP BY r."ds"
),
pp2 AS (
SELECT "ds", coalesce("metric, UK", 0) / sum(coalesce("metric, UK", 0)) OVER () AS "metric, UK", coalesce("metric, US", 0) / sum(coalesce("metric, US", 0)) OVER () AS "metric, US", "__tessera_row"
FROM pp1
),
pp3 AS (
SELECT "ds", "metric, UK", "metric, US", "__tessera_row"
FROM pp2
)
SELECT "ds", "metric, UK", "metric, US"
FROM pp3
ORDER BY "__tessera_row"
