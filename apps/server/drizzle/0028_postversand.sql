-- Issue 27 point 4 (decision 0033, "Postversand"): letters that must go by post (no consent, not
-- retrieved within ten days, consent revoked) are printed in batches. A batch (Druckstapel) holds up to
-- 500 letters, oldest first; the office prints its one PDF and records the posting day for the whole
-- batch, which sets bereitstellungen.versandt_am of each letter. A batch not posted can be discarded
-- (its letters are due again). A letter is in at most one batch that is neither posted nor discarded.
CREATE TABLE "postversand_stapel" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"erstellt_am" timestamp with time zone NOT NULL,
	"erstellt_von" text NOT NULL,
	"versandt_am" date,
	"versandt_von" text,
	"verworfen_am" timestamp with time zone,
	"verworfen_von" text,
	CONSTRAINT "postversand_stapel_ende_check" CHECK ("versandt_am" is null or "verworfen_am" is null)
);
--> statement-breakpoint
CREATE TABLE "postversand_briefe" (
	"stapel_id" bigint NOT NULL REFERENCES "postversand_stapel"("id") ON DELETE cascade,
	"document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	PRIMARY KEY ("stapel_id", "document_id")
);
--> statement-breakpoint
CREATE INDEX "postversand_briefe_document_idx" ON "postversand_briefe" USING btree ("document_id");
--> statement-breakpoint
-- The due list reads letters not yet posted (decision 0033): a partial index keeps it small however
-- many letters were posted or retrieved over the years.
CREATE INDEX "bereitstellungen_offen_idx" ON "bereitstellungen" USING btree ("document_id") WHERE "versandt_am" is null;
