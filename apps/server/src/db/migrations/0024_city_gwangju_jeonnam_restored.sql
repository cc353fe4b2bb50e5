-- 광주광역시 (29) and 전라남도 (46) restored. The reference data of 0009_city_reference had them merged into a
-- 「전남광주통합특별시」 (12) "since 2026-07-01"; no such special city was established (the merger was discussed,
-- not enacted), so the shops' area lists showed a 시·도 that does not exist and lacked two that do. The code 12 rows
-- stay, marked retired: never offered again, but bag orders saved with them still read their names.
-- 시·도 order as 행정안전부 lists them: 광주 after 인천, 전남 after 전북. 17 시·도, 230 current 시·군·구.
INSERT INTO "city" ("code", "name", "parent_code", "position") VALUES
('29', '광주광역시', NULL, 5),
('46', '전라남도', NULL, 14)
ON CONFLICT ("code") DO UPDATE SET "name" = excluded."name", "parent_code" = excluded."parent_code", "retired" = false;
--> statement-breakpoint
INSERT INTO "city" ("code", "name", "parent_code", "position") VALUES
('29110', '동구', '29', 1),
('29140', '서구', '29', 2),
('29155', '남구', '29', 3),
('29170', '북구', '29', 4),
('29200', '광산구', '29', 5),
('46110', '목포시', '46', 1),
('46130', '여수시', '46', 2),
('46150', '순천시', '46', 3),
('46170', '나주시', '46', 4),
('46230', '광양시', '46', 5),
('46710', '담양군', '46', 6),
('46720', '곡성군', '46', 7),
('46730', '구례군', '46', 8),
('46770', '고흥군', '46', 9),
('46780', '보성군', '46', 10),
('46790', '화순군', '46', 11),
('46800', '장흥군', '46', 12),
('46810', '강진군', '46', 13),
('46820', '해남군', '46', 14),
('46830', '영암군', '46', 15),
('46840', '무안군', '46', 16),
('46860', '함평군', '46', 17),
('46870', '영광군', '46', 18),
('46880', '장성군', '46', 19),
('46890', '완도군', '46', 20),
('46900', '진도군', '46', 21),
('46910', '신안군', '46', 22)
ON CONFLICT ("code") DO UPDATE SET "name" = excluded."name", "parent_code" = excluded."parent_code", "retired" = false;
--> statement-breakpoint
UPDATE "city" SET "retired" = true WHERE "code" = '12' OR "parent_code" = '12';
--> statement-breakpoint
UPDATE "city" SET "position" = CASE "code" WHEN '11' THEN 1 WHEN '26' THEN 2 WHEN '27' THEN 3 WHEN '28' THEN 4 WHEN '29' THEN 5 WHEN '30' THEN 6 WHEN '31' THEN 7 WHEN '36' THEN 8 WHEN '41' THEN 9 WHEN '51' THEN 10 WHEN '43' THEN 11 WHEN '44' THEN 12 WHEN '52' THEN 13 WHEN '46' THEN 14 WHEN '47' THEN 15 WHEN '48' THEN 16 WHEN '50' THEN 17 END WHERE "parent_code" IS NULL AND "code" IN ('11', '26', '27', '28', '29', '30', '31', '36', '41', '51', '43', '44', '52', '46', '47', '48', '50');
