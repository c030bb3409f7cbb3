-- Issue 30 point 7: documents encrypted at rest (docs/decisions/0043-dokumente-verschluesselt.md). One
-- row per encrypted object of either store: its data key sealed under the master key named by key_id.
-- No row means a plaintext object written before encryption (read as it is until
-- `npm run encrypt-documents` has encrypted it). Rotation updates wrapped_key and key_id only.
CREATE TABLE "document_keys" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_keys_key_id_idx" ON "document_keys" ("key_id");
