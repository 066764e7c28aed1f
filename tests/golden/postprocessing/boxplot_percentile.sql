WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM box AS input),
pp1 AS (
WITH pp0_whiskers AS (SELECT "g", quantile_cont("v", CAST(0.1 AS DOUBLE)) AS "__tessera_lo0", quantile_cont("v", CAST(0.9 AS DOUBLE)) AS "__tessera_hi0" FROM pp0 GROUP BY "g")
SELECT "g", avg("v") AS "v__mean", median("v") AS "v__median", any_value("__tessera_hi0") AS "v__max", any_value("__tessera_lo0") AS "v__min", (list_sort(list("v") FILTER (WHERE "v" IS NOT NULL))[CAST(floor(((count("v") - 1) * CAST(0.25 AS DOUBLE))) AS BIGINT) + 1] + list_sort(list("v") FILTER (WHERE "v" IS NOT NULL))[CAST(ceil(((count("v") - 1) * CAST(0.25 AS DOUBLE))) AS BIGINT) + 1]) / 2.0 AS "v__q1", (list_sort(list("v") FILTER (WHERE "v" IS NOT NULL))[CAST(floor(((count("v") - 1) * CAST(0.75 AS DOUBLE))) AS BIGINT) + 1] + list_sort(list("v") FILTER (WHERE "v" IS NOT NULL))[CAST(ceil(((count("v") - 1) * CAST(0.75 AS DOUBLE))) AS BIGINT) + 1]) / 2.0 AS "v__q3", count(*) AS "v__count", list_concat(coalesce(list("v" ORDER BY "__tessera_row") FILTER (WHERE "v" > "__tessera_hi0"), []), coalesce(list("v" ORDER BY "__tessera_row") FILTER (WHERE "v" < "__tessera_lo0"), [])) AS "v__outliers", row_number() OVER (ORDER BY "g" ASC) AS "__tessera_row"
FROM (SELECT t.*, s."__tessera_lo0", s."__tessera_hi0" FROM pp0 AS t JOIN pp0_whiskers AS s USING ("g")) AS t
WHERE "g" IS NOT NULL
GROUP BY "g"
)
SELECT "g", "v__mean", "v__median", "v__max", "v__min", "v__q1", "v__q3", "v__count", "v__outliers"
FROM pp1
ORDER BY "__tessera_row"
