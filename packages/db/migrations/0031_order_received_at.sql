-- An order's `created` is when it was made (what every report reads); `received_at` is when the
-- server received it. They differ for a sale a till made offline and sent later
-- (docs/selling-offline.md, "When a sale was made"). Orders written before were received when made.
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "received_at" = "created";
