WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM timeseries AS input),
pp1 AS (
WITH pp0_base AS (SELECT "ds", "y" AS "__tessera_v0", "__tessera_row" FROM pp0 WHERE "ds" IS NOT NULL),
pp0_groups AS (SELECT * FROM (SELECT "ds", coalesce(sum("__tessera_v0"), 0) AS "__tessera_m0" FROM pp0_base AS t GROUP BY "ds") AS t WHERE "__tessera_m0" IS NOT NULL),
pp0_rows AS (SELECT DISTINCT "ds" FROM pp0_groups)
SELECT r."ds" AS "ds",
  first(g."__tessera_m0") FILTER (WHERE true) AS "y",
  row_number() OVER (ORDER BY r."ds" ASC NULLS LAST) AS "__tessera_row"
FROM pp0_rows AS r LEFT JOIN pp0_groups AS g ON g."ds" IS NOT DISTINCT FROM r."ds"
GROUP BY r."ds"
),
pp2 AS (
WITH pp1_bins AS (SELECT *, make_timestamp(epoch_us(date_trunc('day', min(CAST("ds" AS TIMESTAMP)) OVER ())) + (epoch_us(CAST("ds" AS TIMESTAMP)) - epoch_us(date_trunc('day', min(CAST("ds" AS TIMESTAMP)) OVER ()))) // 86400000000 * 86400000000) AS "__tessera_bin" FROM pp1 WHERE "ds" IS NOT NULL),
pp1_labels AS (SELECT unnest(generate_series(min("__tessera_bin"), max("__tessera_bin"), to_microseconds(86400000000))) AS "__tessera_label" FROM pp1_bins)
SELECT l."__tessera_label" AS "ds",
  CASE WHEN p."y" IS NOT NULL THEN CAST(p."y" AS DOUBLE) WHEN last_value(p."y" IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) IS NULL THEN NULL WHEN first_value(p."y" IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) IS NULL THEN last_value(p."y" IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) ELSE last_value(p."y" IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) + (first_value(p."y" IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) - last_value(p."y" IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) * (p."__tessera_pos" - last_value(CASE WHEN p."y" IS NOT NULL THEN p."__tessera_pos" END IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) / (first_value(CASE WHEN p."y" IS NOT NULL THEN p."__tessera_pos" END IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) - last_value(CASE WHEN p."y" IS NOT NULL THEN p."__tessera_pos" END IGNORE NULLS) OVER (ORDER BY l."__tessera_label" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) END AS "y",
  row_number() OVER (ORDER BY l."__tessera_label") AS "__tessera_row"
FROM (SELECT l."__tessera_label", p.* EXCLUDE ("ds"), row_number() OVER (ORDER BY l."__tessera_label") AS "__tessera_pos" FROM pp1_labels AS l LEFT JOIN pp1_bins AS p ON CAST(p."ds" AS TIMESTAMP) = l."__tessera_label") AS p JOIN pp1_labels AS l USING ("__tessera_label")
),
pp3 AS (
SELECT "ds", "y", "__tessera_row"
FROM pp2
)
SELECT "ds", "y"
FROM pp3
ORDER BY "__tessera_row"
