-- Issue 26 point 6 (decision 0055): revocation of a decision (Rücknahme § 48, Widerruf § 49 VwVfG) and
-- the § 42 correction of a decision letter other than a result. Each is a new fact pointing at the
-- letter of the decision it concerns, with its own letter; both append-only: nothing is edited. Drafts
-- of kinds 'aufhebung' and 'bescheidBerichtigung' (four eyes, decision 0026).
CREATE TABLE "aufhebungen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"bescheid_id" uuid NOT NULL REFERENCES "documents"("id"),
	"entscheidung" text NOT NULL,
	"fall_id" uuid NOT NULL,
	"vorschrift" text NOT NULL,
	"widerrufsgrund" text,
	"kenntnis_am" date NOT NULL,
	"begruendung" text NOT NULL,
	"am" date NOT NULL,
	"brief_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "aufhebungen_entscheidung_check" CHECK ("entscheidung" in ('zulassung', 'anrechnung', 'triftigerGrund', 'nachteilsausgleich')),
	CONSTRAINT "aufhebungen_vorschrift_check" CHECK ("vorschrift" in ('p48', 'p49')),
	CONSTRAINT "aufhebungen_widerrufsgrund_check" CHECK (("vorschrift" = 'p48' and "widerrufsgrund" is null) or ("vorschrift" = 'p49' and "widerrufsgrund" in ('1', '2', '3', '4', '5')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "aufhebungen_bescheid_key" ON "aufhebungen" USING btree ("bescheid_id");
--> statement-breakpoint
CREATE INDEX "aufhebungen_account_idx" ON "aufhebungen" USING btree ("account_id");
--> statement-breakpoint
CREATE TRIGGER "aufhebungen_append_only"
	BEFORE UPDATE OR DELETE ON "aufhebungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "aufhebungen_no_truncate"
	BEFORE TRUNCATE ON "aufhebungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TABLE "bescheid_berichtigungen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"bescheid_id" uuid NOT NULL REFERENCES "documents"("id"),
	"fehlerart" text NOT NULL,
	"unrichtig" text NOT NULL,
	"richtig" text NOT NULL,
	"begruendung" text NOT NULL,
	"am" date NOT NULL,
	"brief_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bescheid_berichtigungen_fehlerart_check" CHECK ("fehlerart" in ('schreibfehler', 'rechenfehler', 'offenbar'))
);
--> statement-breakpoint
CREATE INDEX "bescheid_berichtigungen_account_idx" ON "bescheid_berichtigungen" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "bescheid_berichtigungen_bescheid_idx" ON "bescheid_berichtigungen" USING btree ("bescheid_id");
--> statement-breakpoint
CREATE TRIGGER "bescheid_berichtigungen_append_only"
	BEFORE UPDATE OR DELETE ON "bescheid_berichtigungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "bescheid_berichtigungen_no_truncate"
	BEFORE TRUNCATE ON "bescheid_berichtigungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
ALTER TABLE "entwuerfe" DROP CONSTRAINT "entwuerfe_art_check";
--> statement-breakpoint
ALTER TABLE "entwuerfe" ADD CONSTRAINT "entwuerfe_art_check" CHECK ("art" in ('antrag', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich', 'berichtigung', 'widerspruch', 'aufhebung', 'bescheidBerichtigung'));
