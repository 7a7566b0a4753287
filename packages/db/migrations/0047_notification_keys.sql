ALTER TABLE "notifications" ADD COLUMN "message_key" varchar(40);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_values" jsonb;