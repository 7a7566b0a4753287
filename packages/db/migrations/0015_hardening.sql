-- Cached balances as wide as the journal's running balances (0012): a company past ten billion keeps selling.
ALTER TABLE "companies" ALTER COLUMN "balance" SET DATA TYPE numeric(20, 4);--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "credit" SET DATA TYPE numeric(20, 4);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "credit" SET DATA TYPE numeric(20, 4);--> statement-breakpoint
-- The first answer to each Idempotency-Key a user sent to a retryable write (apps/server/src/lib/idempotency.ts).
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"key" uuid NOT NULL,
	"route" varchar(100) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"status_code" smallint NOT NULL,
	"response" json NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("user_id", "key")
);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created");--> statement-breakpoint
-- Sign-in throttling shared by every server process (apps/server/src/modules/auth/throttle.ts).
CREATE TABLE "login_throttle" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
