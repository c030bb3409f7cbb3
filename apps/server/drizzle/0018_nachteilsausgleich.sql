-- The Nachteilsausgleich (issue 26 point 4): the office's decisions on a candidate's request, one row
-- per released decision. Append-only: a later decision supersedes an earlier one (the newest row
-- counts), nothing is edited or deleted. Its drafts are a fourth kind of draft; a case (the
-- application) may now have one open draft per kind: the admission and the Nachteilsausgleich.
CREATE TABLE "nachteilsausgleiche" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	-- The order of the decisions: two released in the same millisecond still have a newest one.
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"application_id" uuid NOT NULL REFERENCES "applications"("id"),
	"entscheidung" text NOT NULL,
	"verlaengerung_prozent" integer,
	"eigener_raum" boolean DEFAULT false NOT NULL,
	"hilfsmittel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freitext" text,
	"begruendung" text,
	"entschieden_am" date NOT NULL,
	"bescheid_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nachteilsausgleiche_entscheidung_check" CHECK ("entscheidung" in ('accepted', 'rejected')),
	CONSTRAINT "nachteilsausgleiche_prozent_check" CHECK ("verlaengerung_prozent" between 5 and 100),
	CONSTRAINT "nachteilsausgleiche_begruendung_check" CHECK ("entscheidung" = 'accepted' or "begruendung" is not null)
);
--> statement-breakpoint
CREATE INDEX "nachteilsausgleiche_account_idx" ON "nachteilsausgleiche" USING btree ("account_id", "seq");
--> statement-breakpoint
CREATE TRIGGER "nachteilsausgleiche_append_only"
	BEFORE UPDATE OR DELETE ON "nachteilsausgleiche"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachteilsausgleiche_no_truncate"
	BEFORE TRUNCATE ON "nachteilsausgleiche"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
ALTER TABLE "entwuerfe" DROP CONSTRAINT "entwuerfe_art_check";
--> statement-breakpoint
ALTER TABLE "entwuerfe" ADD CONSTRAINT "entwuerfe_art_check" CHECK ("art" in ('antrag', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich'));
--> statement-breakpoint
DROP INDEX "entwuerfe_offen_fall_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "entwuerfe_offen_fall_key" ON "entwuerfe" USING btree ("fall_id", "art") WHERE "status" = 'offen';
