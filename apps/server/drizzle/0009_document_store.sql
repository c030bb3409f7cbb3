-- Issue 18 point 1: with DATABASE_URL the documents live in PostgreSQL, so every instance serves every
-- document (docs/decisions/0010-document-store.md). An object is written chunk by chunk, each chunk
-- committed on its own; completed_at set is the "rename" that makes it visible. The embedded database
-- keeps its files in DATA_DIR/files and leaves these tables empty.
CREATE TABLE "document_objects" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"size" bigint,
	"sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "document_objects_complete_check" CHECK ("completed_at" is null or ("size" is not null and "sha256" is not null))
);
--> statement-breakpoint
CREATE TABLE "document_chunks" (
	"stored_name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "document_chunks_pk" PRIMARY KEY ("stored_name", "seq")
);
--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_object_fk" FOREIGN KEY ("stored_name") REFERENCES "public"."document_objects"("stored_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- PDFs and images are compressed already: store the chunks out of line without trying pglz on them.
ALTER TABLE "document_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
