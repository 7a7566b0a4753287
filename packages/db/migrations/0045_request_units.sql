ALTER TABLE "request_items" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "unit_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "unit_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_unit_count_positive" CHECK ("request_items"."unit_count" >= 1);