CREATE TYPE "public"."company_type" AS ENUM('PARENT', 'STORE', 'RETIAL', 'VENDOR', 'FACTORY');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('SUPER_ADMIN', 'ADMIN', 'SALES_STAFF', 'REGULAR_CUSTOMER', 'WALK_IN_CUSTOMER', 'VENDOR');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"company_type" "company_type" NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"contact_number" varchar(20) DEFAULT '' NOT NULL,
	"parent_id" integer,
	"credit" numeric(14, 4) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 4) DEFAULT '0' NOT NULL,
	"logo_path" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"password_hash" text,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"contact_number" varchar(20) DEFAULT '' NOT NULL,
	"user_type" "user_type" NOT NULL,
	"company_id" integer,
	"credit" numeric(14, 4) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"profile_pic_path" text,
	"description" varchar(250) DEFAULT '' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_id_companies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("company_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_company_type_idx" ON "users" USING btree ("company_id","user_type");--> statement-breakpoint
CREATE INDEX "users_contact_idx" ON "users" USING btree ("contact_number");