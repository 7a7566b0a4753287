ALTER TABLE "fiscal_outbox" ADD COLUMN "service" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "di_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "di_sandbox" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "di_base_url" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "di_token_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "di_province" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written
UPDATE "fiscal_outbox" SET "service" = 'FBR_POS' WHERE "payload" IS NOT NULL;
