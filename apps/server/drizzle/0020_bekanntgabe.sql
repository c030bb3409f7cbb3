-- Issue 27 point 4 (decision 0033): notification of decision letters by retrieval (§ 41 (2a) VwVfG).
-- bekanntgabe_einwilligungen: the candidate's consent and each revocation, append-only, with the time
-- and the exact wording shown; the newest row is the current state. bereitstellungen: one row per
-- decision letter filed, written with the letter's document row: provided for retrieval (consent) or
-- not (straight to the post), the first retrieval by the logged-in candidate, a revocation that ended
-- the provision, and the posting day the office recorded.
CREATE TABLE "bekanntgabe_einwilligungen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"erteilt" boolean NOT NULL,
	"wortlaut" text NOT NULL,
	"am" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bekanntgabe_einwilligungen_account_idx" ON "bekanntgabe_einwilligungen" USING btree ("account_id", "id");
--> statement-breakpoint
CREATE TABLE "bereitstellungen" (
	"document_id" uuid PRIMARY KEY NOT NULL REFERENCES "documents"("id") ON DELETE cascade,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"bereitgestellt_am" timestamp with time zone,
	"abgerufen_am" timestamp with time zone,
	"widerrufen_am" timestamp with time zone,
	"versandt_am" date,
	"versandt_von" text
);
--> statement-breakpoint
CREATE INDEX "bereitstellungen_account_idx" ON "bereitstellungen" USING btree ("account_id");
