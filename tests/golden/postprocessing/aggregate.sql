WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM sales AS input),
pp1 AS (
SELECT "country", coalesce(sum("metric"), 0) AS "total", CASE WHEN count("metric2") = count(*) THEN median("metric2") END AS "med", sqrt(var_pop("metric")) AS "std", var_samp("metric") AS "var1", CASE WHEN count("metric") = count(*) THEN quantile_cont("metric", CAST(0.75 AS DOUBLE)) END AS "p75", (list_sort(list("metric") FILTER (WHERE "metric" IS NOT NULL))[CAST(floor(((count("metric") - 1) * CAST(0.4 AS DOUBLE))) AS BIGINT) + 1] + list_sort(list("metric") FILTER (WHERE "metric" IS NOT NULL))[CAST(ceil(((count("metric") - 1) * CAST(0.4 AS DOUBLE))) AS BIGINT) + 1]) / 2.0 AS "mid", count(*) AS "cnt", avg("metric2") AS "mean2", row_number() OVER (ORDER BY "country" ASC) AS "__tessera_row"
FROM pp0 AS t
WHERE "country" IS NOT NULL
GROUP BY "country"
)
SELECT "country", "total", "med", "std", "var1", "p75", "mid", "cnt", "mean2"
FROM pp1
ORDER BY "__tessera_row"
