-- Issue 27 points 2 and 3 (decision 0039): the office's requests for missing documents or information
-- (Nachforderungen) on a sent application, their items, the candidate's answers and the office's
-- closing. All append-only: a request, an item, an answer or a closing is never edited; a follow-up is
-- a new request pointing at the old one. The state (offen, beantwortet, Frist abgelaufen, erledigt) and
-- the processing deadline are derived from these rows (domain rules/nachforderung.ts, bearbeitungsfrist.ts).
CREATE TABLE "nachforderungen" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"application_id" uuid NOT NULL REFERENCES "applications"("id"),
	"angefordert_am" timestamp with time zone NOT NULL,
	"frist" date NOT NULL,
	"hinweis" text,
	"angefordert_von" text NOT NULL,
	"folge_von" uuid REFERENCES "nachforderungen"("id"),
	-- The notice filed in the file (document id chosen when the request commits; the outbox files it).
	"brief_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "nachforderungen_account_idx" ON "nachforderungen" USING btree ("account_id", "seq");
--> statement-breakpoint
CREATE INDEX "nachforderungen_application_idx" ON "nachforderungen" USING btree ("application_id");
--> statement-breakpoint
CREATE TABLE "nachforderung_punkte" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nachforderung_id" uuid NOT NULL REFERENCES "nachforderungen"("id"),
	"pos" smallint NOT NULL,
	"art" text NOT NULL,
	"bezeichnung" text NOT NULL,
	"dokument_typ" text,
	"pruefpunkt" text,
	CONSTRAINT "nachforderung_punkte_art_check" CHECK ("art" in ('dokument', 'frage'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nachforderung_punkte_pos_key" ON "nachforderung_punkte" USING btree ("nachforderung_id", "pos");
--> statement-breakpoint
CREATE TABLE "nachforderung_antworten" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"nachforderung_id" uuid NOT NULL REFERENCES "nachforderungen"("id"),
	"punkt_id" uuid NOT NULL REFERENCES "nachforderung_punkte"("id"),
	"text" text,
	"document_id" uuid REFERENCES "documents"("id"),
	"eingegangen_am" timestamp with time zone NOT NULL,
	"verspaetet" boolean NOT NULL,
	CONSTRAINT "nachforderung_antworten_inhalt_check" CHECK (("text" is null) <> ("document_id" is null))
);
--> statement-breakpoint
CREATE INDEX "nachforderung_antworten_nachforderung_idx" ON "nachforderung_antworten" USING btree ("nachforderung_id", "seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "nachforderung_antworten_document_key" ON "nachforderung_antworten" USING btree ("document_id");
--> statement-breakpoint
CREATE TABLE "nachforderung_erledigungen" (
	"nachforderung_id" uuid PRIMARY KEY NOT NULL REFERENCES "nachforderungen"("id"),
	"erledigt_am" timestamp with time zone NOT NULL,
	"erledigt_von" text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "nachforderungen_append_only"
	BEFORE UPDATE OR DELETE ON "nachforderungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachforderungen_no_truncate"
	BEFORE TRUNCATE ON "nachforderungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachforderung_punkte_append_only"
	BEFORE UPDATE OR DELETE ON "nachforderung_punkte"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachforderung_punkte_no_truncate"
	BEFORE TRUNCATE ON "nachforderung_punkte"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachforderung_antworten_append_only"
	BEFORE UPDATE OR DELETE ON "nachforderung_antworten"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachforderung_antworten_no_truncate"
	BEFORE TRUNCATE ON "nachforderung_antworten"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachforderung_erledigungen_append_only"
	BEFORE UPDATE OR DELETE ON "nachforderung_erledigungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachforderung_erledigungen_no_truncate"
	BEFORE TRUNCATE ON "nachforderung_erledigungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
