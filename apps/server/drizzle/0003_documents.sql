CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"declaration_id" uuid,
	CONSTRAINT "documents_category_check" CHECK ("documents"."category" in ('AKTENEINGANG', 'MANTELAKTE', 'BWL', 'ST', 'WP', 'WR')),
	CONSTRAINT "documents_source_check" CHECK ("documents"."source" in ('candidate', 'office', 'receipt')),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_account_idx" ON "documents" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_stored_name_key" ON "documents" USING btree ("stored_name");