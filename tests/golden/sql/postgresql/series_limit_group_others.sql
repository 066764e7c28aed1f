SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  CASE WHEN "series_limit"."gender__" IS NOT NULL THEN "gender" ELSE 'Others' END AS "gender",
  COUNT(*) AS "count"
FROM "main"."events"
LEFT JOIN (
  SELECT
    "gender" AS "gender__",
    COUNT(*) AS "mme_inner__"
  FROM "main"."events"
  GROUP BY "gender"
  ORDER BY "mme_inner__" DESC
  LIMIT 2
) AS "series_limit"
  ON "gender" = "series_limit"."gender__"
GROUP BY
  DATE_TRUNC('year', "ds"),
  CASE WHEN "series_limit"."gender__" IS NOT NULL THEN "gender" ELSE 'Others' END
ORDER BY
  "ds" ASC,
  "gender" ASC
LIMIT 10000

-- params: []
-- labels: ["ds","gender","count"]

-- inline:
SELECT
  DATE_TRUNC('year', "ds") AS "ds",
  CASE WHEN "series_limit"."gender__" IS NOT NULL THEN "gender" ELSE 'Others' END AS "gender",
  COUNT(*) AS "count"
FROM "main"."events"
LEFT JOIN (
  SELECT
    "gender" AS "gender__",
    COUNT(*) AS "mme_inner__"
  FROM "main"."events"
  GROUP BY "gender"
  ORDER BY "mme_inner__" DESC
  LIMIT 2
) AS "series_limit"
  ON "gender" = "series_limit"."gender__"
GROUP BY
  DATE_TRUNC('year', "ds"),
  CASE WHEN "series_limit"."gender__" IS NOT NULL THEN "gender" ELSE 'Others' END
ORDER BY
  "ds" ASC,
  "gender" ASC
LIMIT 10000
