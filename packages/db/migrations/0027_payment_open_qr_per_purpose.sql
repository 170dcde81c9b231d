-- Earlier, asking again for a purpose's QR (a credit statement's repayment) opened another one: keep the newest open
-- QR of each user, purpose and ref, and close the others as replaced, as the order path always did.
UPDATE "payment" p SET "status" = 'closed', "next_check_at" = NULL, "note" = 'replaced', "updated_at" = now()
WHERE p."status" = 'pending' AND p."kind" NOT IN ('order', 'recharge') AND EXISTS (
  SELECT 1 FROM "payment" q WHERE q."status" = 'pending' AND q."kind" = p."kind" AND q."user_id" = p."user_id"
    AND q."order_key" = p."order_key" AND q."provider" = p."provider" AND q."id" > p."id");--> statement-breakpoint
DROP INDEX "payment_open_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_open_uq" ON "payment" USING btree ("user_id","kind","order_key","provider") WHERE status = 'pending' AND kind <> 'recharge';
