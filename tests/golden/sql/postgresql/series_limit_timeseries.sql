SELECT
  DATE_TRUNC('year', "ds") AS "__timestamp",
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
JOIN (
  SELECT
    "gender" AS "gender__",
    COUNT(*) AS "mme_inner__"
  FROM "main"."events"
  WHERE "ds" >= $1 AND "ds" < $2
  GROUP BY "gender"
  ORDER BY "mme_inner__" DESC
  LIMIT 2
) AS "series_limit"
  ON "gender" = "series_limit"."gender__"
WHERE "ds" >= $3 AND "ds" < $4
GROUP BY
  DATE_TRUNC('year', "ds"),
  "gender"
ORDER BY "count" DESC
LIMIT 10000

-- params: ["2020-01-01 00:00:00.000000","2022-01-01 00:00:00.000000","2020-01-01 00:00:00.000000","2022-01-01 00:00:00.000000"]
-- labels: ["__timestamp","gender","count"]

-- inline:
SELECT
  DATE_TRUNC('year', "ds") AS "__timestamp",
  "gender",
  COUNT(*) AS "count"
FROM "main"."events"
JOIN (
  SELECT
    "gender" AS "gender__",
    COUNT(*) AS "mme_inner__"
  FROM "main"."events"
  WHERE "ds" >= TO_TIMESTAMP('2020-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US') AND "ds" < TO_TIMESTAMP('2022-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
  GROUP BY "gender"
  ORDER BY "mme_inner__" DESC
  LIMIT 2
) AS "series_limit"
  ON "gender" = "series_limit"."gender__"
WHERE "ds" >= TO_TIMESTAMP('2020-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US') AND "ds" < TO_TIMESTAMP('2022-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
GROUP BY
  DATE_TRUNC('year', "ds"),
  "gender"
ORDER BY "count" DESC
LIMIT 10000
