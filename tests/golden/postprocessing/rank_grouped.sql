WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM sales AS input),
pp1 AS (
SELECT "ds", "country", "metric", "metric2", CASE WHEN "metric2" IS NULL OR "country" IS NULL THEN NULL ELSE (rank() OVER (PARTITION BY "country" ORDER BY "metric2" ASC NULLS LAST) + (count(*) OVER (PARTITION BY "country", "metric2") - 1) / 2.0) / count("metric2") OVER (PARTITION BY "country") END AS "rank", "__tessera_row"
FROM pp0
)
SELECT "ds", "country", "metric", "metric2", "rank"
FROM pp1
ORDER BY "__tessera_row"
