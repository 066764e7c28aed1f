SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  "state",
  SUM(num) AS "sum__num"
FROM "main"."events"
JOIN (
  SELECT
    "state" AS "state__",
    SUM(num) AS "mme_inner__"
  FROM "main"."events"
  GROUP BY "state"
  ORDER BY MAX("price") ASC
  LIMIT 2
) AS "series_limit"
  ON "state" = "series_limit"."state__"
GROUP BY
  DATE_TRUNC('year', "ds"),
  "state"
ORDER BY
  "ds" ASC,
  "state" ASC
LIMIT 10000

-- params: []
-- labels: ["ds","state","sum__num"]

-- inline:
SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  "state",
  SUM(num) AS "sum__num"
FROM "main"."events"
JOIN (
  SELECT
    "state" AS "state__",
    SUM(num) AS "mme_inner__"
  FROM "main"."events"
  GROUP BY "state"
  ORDER BY MAX("price") ASC
  LIMIT 2
) AS "series_limit"
  ON "state" = "series_limit"."state__"
GROUP BY
  DATE_TRUNC('year', "ds"),
  "state"
ORDER BY
  "ds" ASC,
  "state" ASC
LIMIT 10000
