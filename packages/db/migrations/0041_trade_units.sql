CREATE TABLE "product_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"count" integer NOT NULL,
	"bar_code" varchar(48) DEFAULT '' NOT NULL,
	"sale_price" numeric(14, 4),
	"price" numeric(14, 4),
	"is_retired" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_units_count_at_least_two" CHECK ("product_units"."count" >= 2),
	CONSTRAINT "product_units_prices_not_negative" CHECK ("product_units"."sale_price" >= 0 AND "product_units"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "is_countable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_group_id_companies_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_units_product_idx" ON "product_units" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_bar_code_live_key" ON "product_units" USING btree ("group_id","bar_code") WHERE NOT "product_units"."is_retired" AND "product_units"."bar_code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "product_units_product_name_live_key" ON "product_units" USING btree ("product_id",lower("name")) WHERE NOT "product_units"."is_retired";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_unit_idx" ON "order_items" USING btree ("unit_id") WHERE "order_items"."unit_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_unit_count_positive" CHECK ("order_items"."unit_count" >= 1);--> statement-breakpoint
-- hand-written
-- Existing units of weight, volume and length are measured, not counted (docs/domain/units.md).
UPDATE "units" SET "is_countable" = false WHERE lower(trim("name")) IN ('kg', 'kilogram', 'kilograms', 'g', 'gram', 'grams', 'l', 'litre', 'litres', 'liter', 'liters', 'ml', 'millilitre', 'milliliter', 'm', 'metre', 'meter', 'cm');
