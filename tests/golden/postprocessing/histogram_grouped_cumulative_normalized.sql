WITH pp0 AS (SELECT *, row_number() OVER () AS "__tessera_row" FROM hist AS input),
pp1 AS (
SELECT "g", "1.0 - 4.0" / sum("1.0 - 4.0" + "4.0 - 7.0" + "7.0 - 10.0") OVER () AS "1.0 - 4.0", "4.0 - 7.0" / sum("1.0 - 4.0" + "4.0 - 7.0" + "7.0 - 10.0") OVER () AS "4.0 - 7.0", "7.0 - 10.0" / sum("1.0 - 4.0" + "4.0 - 7.0" + "7.0 - 10.0") OVER () AS "7.0 - 10.0", row_number() OVER (ORDER BY "g" ASC) AS "__tessera_row"
FROM (SELECT "g", count(*) FILTER (WHERE "__tessera_bin" <= 0) AS "1.0 - 4.0", count(*) FILTER (WHERE "__tessera_bin" <= 1) AS "4.0 - 7.0", count(*) FILTER (WHERE "__tessera_bin" <= 2) AS "7.0 - 10.0"
FROM (SELECT *, CASE WHEN CAST("v" AS DOUBLE) < 4 THEN 0 WHEN CAST("v" AS DOUBLE) < 7 THEN 1 ELSE 2 END AS "__tessera_bin" FROM pp0 WHERE "v" IS NOT NULL AND "g" IS NOT NULL) AS t
GROUP BY "g") AS h
)
SELECT "g", "1.0 - 4.0", "4.0 - 7.0", "7.0 - 10.0"
FROM pp1
ORDER BY "__tessera_row"
