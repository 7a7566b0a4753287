ALTER TABLE "accounts" ADD COLUMN "balance" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Every account starts from what the journal already holds: its net debit.
UPDATE "accounts" SET "balance" = "totals"."net"
FROM (
  SELECT "account_id", sum("debit" - "credit") AS "net" FROM "journal_lines" GROUP BY "account_id"
) AS "totals"
WHERE "accounts"."id" = "totals"."account_id";
