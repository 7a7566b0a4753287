CREATE TABLE "fiscal_alerts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"raised_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiscal_alerts" ADD CONSTRAINT "fiscal_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_outbox_open_idx" ON "fiscal_outbox" USING btree ("created") WHERE "fiscal_outbox"."status" <> 'SENT';