-- Deposit entries for orders that existed before deposits: one per printing order (its buyer) and one per filled
-- shopping-bag design slot (its advertiser), unsettled with no amounts, so every order shows in 입금 관리.
INSERT INTO "order_deposit" ("order_id", "buyer_id")
SELECT "p"."id", "p"."buyer_id"
FROM "printing_order" "p"
WHERE "p"."buyer_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "order_deposit" "d" WHERE "d"."order_id" = "p"."id" AND "d"."slot_id" IS NULL);
--> statement-breakpoint
INSERT INTO "order_deposit" ("order_id", "buyer_id", "slot_id")
SELECT "s"."order_id", "s"."buyer_id", "s"."id"
FROM "shopbag_order_slot" "s"
WHERE NOT EXISTS (SELECT 1 FROM "order_deposit" "d" WHERE "d"."slot_id" = "s"."id");
