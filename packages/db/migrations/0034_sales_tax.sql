CREATE TYPE "public"."tax_treatment" AS ENUM('TAXABLE', 'EXEMPT', 'ZERO_RATED');--> statement-breakpoint
ALTER TYPE "public"."account_purpose" ADD VALUE 'SALES_TAX_PAYABLE';--> statement-breakpoint
ALTER TYPE "public"."account_purpose" ADD VALUE 'INPUT_TAX';--> statement-breakpoint
ALTER TYPE "public"."account_purpose" ADD VALUE 'SERVICE_FEE_PAYABLE';--> statement-breakpoint
CREATE TABLE "company_tax_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"charges_tax" boolean DEFAULT false NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"shares_parent_registration" boolean DEFAULT false NOT NULL,
	"ntn" varchar(20) DEFAULT '' NOT NULL,
	"strn" varchar(20) DEFAULT '' NOT NULL,
	"tax_office" varchar(100) DEFAULT '' NOT NULL,
	"pos_registration" varchar(30) DEFAULT '' NOT NULL,
	"service_fee" numeric(14, 4) DEFAULT '0' NOT NULL,
	"further_tax_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"tax_decimals" smallint DEFAULT 2 NOT NULL,
	"country" varchar(2) DEFAULT 'PK' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tax_settings_further_range" CHECK ("company_tax_settings"."further_tax_rate" >= 0 AND "company_tax_settings"."further_tax_rate" <= 100),
	CONSTRAINT "company_tax_settings_fee" CHECK ("company_tax_settings"."service_fee" >= 0),
	CONSTRAINT "company_tax_settings_decimals" CHECK ("company_tax_settings"."tax_decimals" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE TABLE "tax_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"treatment" "tax_treatment" DEFAULT 'TAXABLE' NOT NULL,
	"third_schedule" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"valid_from" date NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate" >= 0 AND "tax_rates"."rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "retail_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_category_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sale_discount" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_value" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "further_tax" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_category_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hs_code" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "further_tax" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_fee" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ntn" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cnic" varchar(13) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_tax_settings" ADD CONSTRAINT "company_tax_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_categories" ADD CONSTRAINT "tax_categories_group_id_companies_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_category_id_tax_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tax_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_categories_group_name_key" ON "tax_categories" USING btree ("group_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_category_from_key" ON "tax_rates" USING btree ("category_id","valid_from");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_category_id_tax_categories_id_fk" FOREIGN KEY ("tax_category_id") REFERENCES "public"."tax_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_category_id_tax_categories_id_fk" FOREIGN KEY ("tax_category_id") REFERENCES "public"."tax_categories"("id") ON DELETE no action ON UPDATE no action;