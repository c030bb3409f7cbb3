-- Issue 26 point 6: a leitung corrects an obvious error in a recorded result (§ 42 VwVfG). The
-- correction is a new fact pointing at the result it corrects; the result stays as recorded. Every
-- reader takes the corrected outcome (decision 0032). One correction per result; append-only.
CREATE TABLE "result_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"result_id" uuid NOT NULL REFERENCES "results"("id"),
	"ergebnis" text NOT NULL,
	"begruendung" text NOT NULL,
	"am" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "result_corrections_ergebnis_check" CHECK ("ergebnis" in ('passed', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "result_corrections_result_key" ON "result_corrections" USING btree ("result_id");
--> statement-breakpoint
CREATE INDEX "result_corrections_account_idx" ON "result_corrections" USING btree ("account_id");
--> statement-breakpoint
CREATE TRIGGER "result_corrections_append_only"
	BEFORE UPDATE OR DELETE ON "result_corrections"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "result_corrections_no_truncate"
	BEFORE TRUNCATE ON "result_corrections"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
ALTER TABLE "entwuerfe" DROP CONSTRAINT "entwuerfe_art_check";
--> statement-breakpoint
ALTER TABLE "entwuerfe" ADD CONSTRAINT "entwuerfe_art_check" CHECK ("art" in ('antrag', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich', 'berichtigung'));
