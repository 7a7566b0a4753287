CREATE TYPE "public"."stock_count_scope" AS ENUM('ALL', 'CATEGORY', 'PRODUCTS');--> statement-breakpoint
CREATE TYPE "public"."stock_count_status" AS ENUM('OPEN', 'RECOUNT', 'APPROVED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"product_variant_id" integer NOT NULL,
	"batch_id" integer,
	"recount" boolean DEFAULT false NOT NULL,
	"expected" numeric(14, 4),
	"counted" numeric(14, 4),
	"difference" numeric(14, 4),
	"difference_value" numeric(20, 4),
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_count_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"user_id" integer NOT NULL,
	"device" varchar(60) DEFAULT '' NOT NULL,
	"bar_code" varchar(48) DEFAULT '' NOT NULL,
	"discarded" boolean DEFAULT false NOT NULL,
	"discarded_by_id" integer,
	"discard_reason" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_count_scans_not_negative" CHECK ("stock_count_scans"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"scope" "stock_count_scope" NOT NULL,
	"category_id" integer,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"blind" boolean DEFAULT true NOT NULL,
	"status" "stock_count_status" DEFAULT 'OPEN' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_by_id" integer NOT NULL,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone,
	"entry_id" integer,
	"book_value" numeric(20, 4),
	"counted_value" numeric(20, 4),
	"products_counted" integer,
	"products_matched" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_counts_approved_complete" CHECK (("stock_counts"."status" = 'APPROVED') = ("stock_counts"."approved_at" is not null and "stock_counts"."products_counted" is not null))
);
--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_line_id_stock_count_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_discarded_by_id_users_id_fk" FOREIGN KEY ("discarded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_key" ON "stock_count_lines" USING btree ("count_id","product_variant_id",coalesce("batch_id", 0));--> statement-breakpoint
CREATE INDEX "stock_count_scans_line_idx" ON "stock_count_scans" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "stock_count_scans_count_idx" ON "stock_count_scans" USING btree ("count_id","id");--> statement-breakpoint
CREATE INDEX "stock_counts_company_idx" ON "stock_counts" USING btree ("company_id","id");--> statement-breakpoint
-- hand-written
-- move_stock gains p_entry (a stock count's approval posts gains and losses in one entry): the
-- old signature goes, so the current definition in functions/03-stock.sql is the only one.
DROP FUNCTION IF EXISTS move_stock(integer, stock_movement_kind, integer, integer, timestamptz, text, jsonb, jsonb, boolean);
