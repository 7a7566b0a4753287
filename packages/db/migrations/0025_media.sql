-- Uploaded images live in the database, so every server process serves the same files
-- (docs/scaling.md). Files an older install wrote under DATA_DIR/media are still served from disk.
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content" bytea NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
