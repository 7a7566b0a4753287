ALTER TABLE "accounts" ALTER COLUMN "balance" SET DATA TYPE numeric(20, 4);--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "balance" SET DEFAULT '0';