CREATE TYPE "public"."replenishment_method" AS ENUM('MIN_MAX', 'DAYS_OF_COVER');--> statement-breakpoint
CREATE TABLE "replenishment_rules" (
	"company_id" integer NOT NULL,
	"product_variant_id" integer NOT NULL,
	"method" "replenishment_method" NOT NULL,
	"min_quantity" numeric(14, 4),
	"max_quantity" numeric(14, 4),
	"cover_days" smallint,
	"sales_window_days" smallint DEFAULT 28 NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"lead_time_days" smallint DEFAULT 0 NOT NULL,
	"pack_size" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replenishment_rules_pkey" PRIMARY KEY("company_id","product_variant_id"),
	CONSTRAINT "replenishment_rules_method_fields" CHECK (("replenishment_rules"."method" = 'MIN_MAX' and "replenishment_rules"."min_quantity" is not null and "replenishment_rules"."max_quantity" is not null
        and "replenishment_rules"."min_quantity" >= 0 and "replenishment_rules"."max_quantity" >= "replenishment_rules"."min_quantity")
        or ("replenishment_rules"."method" = 'DAYS_OF_COVER' and "replenishment_rules"."cover_days" is not null and "replenishment_rules"."cover_days" > 0)),
	CONSTRAINT "replenishment_rules_window_positive" CHECK ("replenishment_rules"."sales_window_days" between 1 and 365),
	CONSTRAINT "replenishment_rules_lead_time" CHECK ("replenishment_rules"."lead_time_days" between 0 and 365),
	CONSTRAINT "replenishment_rules_pack_positive" CHECK ("replenishment_rules"."pack_size" >= 1),
	CONSTRAINT "replenishment_rules_not_self" CHECK ("replenishment_rules"."supplier_company_id" <> "replenishment_rules"."company_id")
);
--> statement-breakpoint
ALTER TABLE "replenishment_rules" ADD CONSTRAINT "replenishment_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_rules" ADD CONSTRAINT "replenishment_rules_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_rules" ADD CONSTRAINT "replenishment_rules_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replenishment_rules_supplier_idx" ON "replenishment_rules" USING btree ("supplier_company_id");--> statement-breakpoint
-- hand-written
-- Each reorder level becomes a min/max rule (minimum and maximum the level) ordering from the
-- company's parent department, where that parent is an active PARENT, STORE or FACTORY company;
-- the level itself stays and keeps telling the admins when stock falls to it. Raise the maximum
-- on the Replenishment screen to order more than back up to the level.
INSERT INTO "replenishment_rules" ("company_id", "product_variant_id", "method", "min_quantity", "max_quantity", "supplier_company_id")
SELECT r."company_id", r."product_variant_id", 'MIN_MAX', r."level", r."level", c."parent_id"
FROM "reorder_levels" r
JOIN "companies" c ON c."id" = r."company_id"
JOIN "companies" p ON p."id" = c."parent_id"
WHERE p."is_active" AND p."company_type" IN ('PARENT', 'STORE', 'FACTORY')
ON CONFLICT DO NOTHING;
