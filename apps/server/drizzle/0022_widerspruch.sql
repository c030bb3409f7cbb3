-- Issue 26 point 6: objections (Widerspruch) against a released decision letter, recorded as received,
-- and their outcome (abgeholfen, zurueckgewiesen, zurueckgenommen) as a separate fact pointing at the
-- objection, with its letter. Both append-only (decision 0038). Deciding is a draft of kind
-- 'widerspruch' (four eyes, decision 0026).
CREATE TABLE "widersprueche" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"bescheid_id" uuid NOT NULL REFERENCES "documents"("id"),
	"eingegangen_am" date NOT NULL,
	"begruendung" text NOT NULL,
	"bekanntgabe_am" date NOT NULL,
	"frist_ende" date NOT NULL,
	"verspaetet" boolean NOT NULL,
	"erfasst_von" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "widersprueche_account_idx" ON "widersprueche" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "widersprueche_eingang_idx" ON "widersprueche" USING btree ("eingegangen_am", "created_at");
--> statement-breakpoint
CREATE TRIGGER "widersprueche_append_only"
	BEFORE UPDATE OR DELETE ON "widersprueche"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "widersprueche_no_truncate"
	BEFORE TRUNCATE ON "widersprueche"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TABLE "widerspruch_erledigungen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"widerspruch_id" uuid NOT NULL REFERENCES "widersprueche"("id"),
	"ergebnis" text NOT NULL,
	"begruendung" text NOT NULL,
	"abhilfe" text,
	"am" date NOT NULL,
	"bescheid_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "widerspruch_erledigungen_ergebnis_check" CHECK ("ergebnis" in ('abgeholfen', 'zurueckgewiesen', 'zurueckgenommen'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "widerspruch_erledigungen_widerspruch_key" ON "widerspruch_erledigungen" USING btree ("widerspruch_id");
--> statement-breakpoint
CREATE INDEX "widerspruch_erledigungen_account_idx" ON "widerspruch_erledigungen" USING btree ("account_id");
--> statement-breakpoint
CREATE TRIGGER "widerspruch_erledigungen_append_only"
	BEFORE UPDATE OR DELETE ON "widerspruch_erledigungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "widerspruch_erledigungen_no_truncate"
	BEFORE TRUNCATE ON "widerspruch_erledigungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
ALTER TABLE "entwuerfe" DROP CONSTRAINT "entwuerfe_art_check";
--> statement-breakpoint
ALTER TABLE "entwuerfe" ADD CONSTRAINT "entwuerfe_art_check" CHECK ("art" in ('antrag', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich', 'berichtigung', 'widerspruch'));
