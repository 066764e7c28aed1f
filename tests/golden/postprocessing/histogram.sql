WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM hist AS input),
pp1 AS (
SELECT "1.0 - 2.8", "2.8 - 4.6", "4.6 - 6.4", "6.4 - 8.2", "8.2 - 10.0", row_number() OVER (ORDER BY 1) AS "__tessera_row"
FROM (SELECT count(*) FILTER (WHERE "__tessera_bin" = 0) AS "1.0 - 2.8", count(*) FILTER (WHERE "__tessera_bin" = 1) AS "2.8 - 4.6", count(*) FILTER (WHERE "__tessera_bin" = 2) AS "4.6 - 6.4", count(*) FILTER (WHERE "__tessera_bin" = 3) AS "6.4 - 8.2", count(*) FILTER (WHERE "__tessera_bin" = 4) AS "8.2 - 10.0"
FROM (SELECT *, CASE WHEN CAST("v" AS DOUBLE) < CAST(2.8 AS DOUBLE) THEN 0 WHEN CAST("v" AS DOUBLE) < CAST(4.6 AS DOUBLE) THEN 1 WHEN CAST("v" AS DOUBLE) < CAST(6.4 AS DOUBLE) THEN 2 WHEN CAST("v" AS DOUBLE) < CAST(8.2 AS DOUBLE) THEN 3 ELSE 4 END AS "__tessera_bin" FROM pp0 WHERE "v" IS NOT NULL) AS t) AS h
)
SELECT "1.0 - 2.8", "2.8 - 4.6", "4.6 - 6.4", "6.4 - 8.2", "8.2 - 10.0"
FROM pp1
ORDER BY "__tessera_row"
