CREATE TABLE "fiscal_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"fiscal_number" varchar(60) DEFAULT '' NOT NULL,
	"payload" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "fiscal_outbox_status" CHECK ("fiscal_outbox"."status" IN ('PENDING', 'SENT', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"service" varchar(20) DEFAULT 'FBR_POS_LOCAL' NOT NULL,
	"pos_id" integer DEFAULT 0 NOT NULL,
	"base_url" varchar(300) DEFAULT '' NOT NULL,
	"token_encrypted" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_service" CHECK ("fiscal_settings"."service" IN ('FBR_POS_LOCAL', 'FBR_POS_CLOUD')),
	CONSTRAINT "fiscal_settings_pos_id" CHECK ("fiscal_settings"."pos_id" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fiscal_outbox" ADD CONSTRAINT "fiscal_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_outbox" ADD CONSTRAINT "fiscal_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_outbox_order_key" ON "fiscal_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fiscal_outbox_due_idx" ON "fiscal_outbox" USING btree ("next_attempt_at") WHERE "fiscal_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "fiscal_outbox_company_idx" ON "fiscal_outbox" USING btree ("company_id","status","id");