-- The legal checklist (Prüfliste, issue 26 point 2): the caseworker's marks on the points of one
-- application (rules/pruefliste.ts derives the points). Append-only: a new mark is a new row; per
-- application and point the row with the highest id counts. Marks belong to one application, so a
-- new application starts with none.
CREATE TABLE "pruefliste_markierungen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"application_id" uuid NOT NULL REFERENCES "applications"("id"),
	"punkt" text NOT NULL,
	"status" text NOT NULL,
	"notiz" text,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pruefliste_markierungen_status_check" CHECK ("status" in ('geprueft', 'fehlt'))
);
--> statement-breakpoint
CREATE INDEX "pruefliste_markierungen_antrag_idx" ON "pruefliste_markierungen" USING btree ("application_id", "id");
--> statement-breakpoint
CREATE INDEX "pruefliste_markierungen_account_idx" ON "pruefliste_markierungen" USING btree ("account_id");
--> statement-breakpoint
CREATE TRIGGER "pruefliste_markierungen_append_only"
	BEFORE UPDATE OR DELETE ON "pruefliste_markierungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "pruefliste_markierungen_no_truncate"
	BEFORE TRUNCATE ON "pruefliste_markierungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
