-- Till sessions, cash movements, the over/short account, per-company till settings, and the
-- record of expired batches sold under a manager's override (docs/till-sessions.md).
ALTER TYPE "public"."account_purpose" ADD VALUE IF NOT EXISTS 'CASH_OVER_SHORT';--> statement-breakpoint
CREATE TYPE "public"."till_session_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TABLE "till_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"till_id" uuid,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"status" "till_session_status" DEFAULT 'OPEN' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"opening_float" numeric(14, 4) DEFAULT '0' NOT NULL,
	"opening_count" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer REFERENCES "users"("id"),
	"counted" jsonb,
	"expected" jsonb,
	"difference" numeric(14, 4),
	"approved_by" integer REFERENCES "users"("id"),
	"approved_at" timestamp with time zone,
	"close_entry_id" integer REFERENCES "journal_entries"("id"),
	CONSTRAINT "till_sessions_float_not_negative" CHECK ("till_sessions"."opening_float" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_open_till_key" ON "till_sessions" ("company_id", "till_id") WHERE "status" = 'OPEN' AND "till_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_open_user_key" ON "till_sessions" ("company_id", "user_id") WHERE "status" = 'OPEN' AND "till_id" IS NULL;--> statement-breakpoint
CREATE INDEX "till_sessions_company_opened_idx" ON "till_sessions" ("company_id", "opened_at");--> statement-breakpoint
CREATE TABLE "till_cash_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL REFERENCES "till_sessions"("id"),
	"direction" varchar(3) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"entry_id" integer REFERENCES "journal_entries"("id"),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_cash_movements_amount_positive" CHECK ("till_cash_movements"."amount" > 0),
	CONSTRAINT "till_cash_movements_direction" CHECK ("till_cash_movements"."direction" IN ('IN', 'OUT'))
);
--> statement-breakpoint
CREATE INDEX "till_cash_movements_session_idx" ON "till_cash_movements" ("session_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "till_session_id" integer REFERENCES "till_sessions"("id");--> statement-breakpoint
CREATE INDEX "orders_till_session_idx" ON "orders" ("till_session_id") WHERE "till_session_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "till_settings" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
	"over_short_tolerance" numeric(14, 4) DEFAULT '50' NOT NULL,
	"expiry_window_days" integer DEFAULT 30 NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_settings_tolerance_not_negative" CHECK ("till_settings"."over_short_tolerance" >= 0),
	CONSTRAINT "till_settings_window_range" CHECK ("till_settings"."expiry_window_days" BETWEEN 0 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "expired_sale_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"batch_id" integer NOT NULL REFERENCES "batches"("id"),
	"approved_by" integer NOT NULL REFERENCES "users"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "expired_sale_overrides_order_idx" ON "expired_sale_overrides" ("order_id");--> statement-breakpoint
CREATE TABLE "batch_expiry_notices" (
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"batch_id" integer NOT NULL REFERENCES "batches"("id"),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_expiry_notices_pkey" PRIMARY KEY ("company_id", "batch_id")
);
--> statement-breakpoint
-- The Z report reads a session's money entries by order and their lines by entry: with these keys
-- both lookups are answered from the indexes alone (same leading columns, so every other query
-- keeps using them; no index is added to the tables every sale writes).
DROP INDEX IF EXISTS "journal_entries_source_idx";--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_type","source_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "journal_lines_entry_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id","account_id","debit","credit");
