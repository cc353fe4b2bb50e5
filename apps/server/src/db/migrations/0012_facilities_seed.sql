-- The shop's machines (spec 002 §9 names JYCOM_PRO_01, whose live gauge tops at 160); the rest of the floor as a
-- print and shopping-bag shop has it. Staff add and remove machines on 설비 접속 정보 afterwards.
INSERT INTO "facility" ("code", "name", "ip_address", "circle_color", "max_amount", "unit") VALUES
  ('JYCOM_PRO_01', '디지털 인쇄기 PRO 1호기', '192.168.0.101', '#1976d2', 5000, '매'),
  ('OFFSET_01', '옵셋 인쇄기 1호기', '192.168.0.102', '#2e7d32', 200000, '매'),
  ('CUTTER_01', '재단기 1호기', '192.168.0.103', '#ed6c02', 150000, '매'),
  ('SHOPBAG_01', '쇼핑백 제작기 1호기', '192.168.0.104', '#9c27b0', 120000, '개')
ON CONFLICT ("code") DO NOTHING;
