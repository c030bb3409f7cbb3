-- Issue 26 point 6 (decision 0066): an objection against a refused triftiger Grund or a refused credit
-- is remedied by accepting it. The acceptance is a new fact pointing at the objection and at the refused
-- case; the compelling reason's and the credit's rows stay as decided. One remedy per objection and per
-- case; append-only like every decision (the deletion run announces itself, migration 0044).
CREATE TABLE "abhilfen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"widerspruch_id" uuid NOT NULL REFERENCES "widersprueche"("id"),
	"entscheidung" text NOT NULL,
	"fall_id" uuid NOT NULL,
	"am" date NOT NULL,
	"brief_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "abhilfen_entscheidung_check" CHECK ("entscheidung" in ('triftigerGrund', 'anrechnung'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "abhilfen_widerspruch_key" ON "abhilfen" USING btree ("widerspruch_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "abhilfen_fall_key" ON "abhilfen" USING btree ("fall_id");
--> statement-breakpoint
CREATE INDEX "abhilfen_account_idx" ON "abhilfen" USING btree ("account_id");
--> statement-breakpoint
CREATE TRIGGER "abhilfen_append_only"
	BEFORE UPDATE OR DELETE ON "abhilfen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "abhilfen_no_truncate"
	BEFORE TRUNCATE ON "abhilfen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
-- A § 42 correction that changes a fact (decision 0066): the admission letter named a wrong date. The
-- correction records the application and the admission date that applies; the application's row stays
-- as decided, the fact readers read the corrected date. Adding nullable columns rewrites no row.
ALTER TABLE "bescheid_berichtigungen" ADD COLUMN "antrag_id" uuid REFERENCES "applications"("id");
--> statement-breakpoint
ALTER TABLE "bescheid_berichtigungen" ADD COLUMN "zulassungsdatum" date;
--> statement-breakpoint
ALTER TABLE "bescheid_berichtigungen" ADD CONSTRAINT "bescheid_berichtigungen_zulassungsdatum_check" CHECK (("antrag_id" is null) = ("zulassungsdatum" is null));
