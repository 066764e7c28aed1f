WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM sales AS input),
pp1 AS (
WITH pp0_base AS (SELECT "country", "metric" AS "__tessera_v0", "metric2" AS "__tessera_v1", "__tessera_row" FROM pp0 WHERE "country" IS NOT NULL),
pp0_groups AS (SELECT * FROM (SELECT "country", avg("__tessera_v0") AS "__tessera_m0", coalesce(sum("__tessera_v1"), 0) AS "__tessera_m1" FROM pp0_base AS t GROUP BY "country") AS t WHERE "__tessera_m0" IS NOT NULL OR "__tessera_m1" IS NOT NULL),
pp0_rows AS (SELECT DISTINCT "country" FROM pp0_groups)
SELECT r."country" AS "country",
  first(g."__tessera_m0") FILTER (WHERE true) AS "metric",
  first(g."__tessera_m1") FILTER (WHERE true) AS "metric2",
  row_number() OVER (ORDER BY r."country" ASC NULLS LAST) AS "__tessera_row"
FROM pp0_rows AS r LEFT JOIN pp0_groups AS g ON g."country" IS NOT DISTINCT FROM r."country"
GROUP BY r."country"
),
pp2 AS (
SELECT "country", "metric", "metric2", "__tessera_row"
FROM pp1
)
SELECT "country", "metric", "metric2"
FROM pp2
ORDER BY "__tessera_row"
