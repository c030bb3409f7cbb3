-- Issue 27 point 1 (decision 0049): the Postfach – messages between the office and a candidate, on a
-- case (an application, a triftiger Grund, a credit, a Nachteilsausgleich) or general, in reply
-- threads; attachments are documents of the digital file (through the intake); a read receipt is a
-- row per message (the side it was sent to reads it). All append-only: a message is never edited, a
-- correction is a new message in the thread.
CREATE TABLE "nachrichten" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	-- The thread: the id of its first message (itself for the first).
	"thread_id" uuid NOT NULL,
	"antwort_auf" uuid REFERENCES "nachrichten"("id"),
	"von" text NOT NULL,
	"bezug_art" text,
	"bezug_id" uuid,
	"betreff" text NOT NULL,
	"text" text NOT NULL,
	"vorlage" text,
	"verfasst_von" text NOT NULL,
	"staff_id" uuid,
	"gesendet_am" timestamp with time zone NOT NULL,
	CONSTRAINT "nachrichten_von_check" CHECK ("von" in ('kandidat', 'pruefungsstelle')),
	CONSTRAINT "nachrichten_bezug_check" CHECK (("bezug_art" is null) = ("bezug_id" is null)
		and ("bezug_art" is null or "bezug_art" in ('antrag', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich')))
);
--> statement-breakpoint
CREATE INDEX "nachrichten_account_idx" ON "nachrichten" USING btree ("account_id", "seq");
--> statement-breakpoint
CREATE INDEX "nachrichten_thread_idx" ON "nachrichten" USING btree ("thread_id", "seq");
--> statement-breakpoint
CREATE TABLE "nachricht_anhaenge" (
	"nachricht_id" uuid NOT NULL REFERENCES "nachrichten"("id"),
	"document_id" uuid NOT NULL REFERENCES "documents"("id"),
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"pos" smallint NOT NULL,
	PRIMARY KEY ("nachricht_id", "document_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nachricht_anhaenge_document_key" ON "nachricht_anhaenge" USING btree ("document_id");
--> statement-breakpoint
CREATE INDEX "nachricht_anhaenge_account_idx" ON "nachricht_anhaenge" USING btree ("account_id");
--> statement-breakpoint
-- The read receipt: the first reading by the side the message was sent to (one row per message).
CREATE TABLE "nachricht_lesungen" (
	"nachricht_id" uuid PRIMARY KEY NOT NULL REFERENCES "nachrichten"("id"),
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"seite" text NOT NULL,
	"gelesen_am" timestamp with time zone NOT NULL,
	"gelesen_von" text NOT NULL,
	"staff_id" uuid,
	CONSTRAINT "nachricht_lesungen_seite_check" CHECK ("seite" in ('kandidat', 'pruefungsstelle'))
);
--> statement-breakpoint
CREATE INDEX "nachricht_lesungen_account_idx" ON "nachricht_lesungen" USING btree ("account_id");
--> statement-breakpoint
CREATE TRIGGER "nachrichten_append_only"
	BEFORE UPDATE OR DELETE ON "nachrichten"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachrichten_no_truncate"
	BEFORE TRUNCATE ON "nachrichten"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachricht_anhaenge_append_only"
	BEFORE UPDATE OR DELETE ON "nachricht_anhaenge"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachricht_anhaenge_no_truncate"
	BEFORE TRUNCATE ON "nachricht_anhaenge"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachricht_lesungen_append_only"
	BEFORE UPDATE OR DELETE ON "nachricht_lesungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "nachricht_lesungen_no_truncate"
	BEFORE TRUNCATE ON "nachricht_lesungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
