-- Issue 27 points 5 and 6 (decision 0040): reminders by mail and the personal calendar.
-- erinnerung_schalter: each switch of a reminder kind in Meine Daten, append-only (the newest row per
-- kind counts; no row: on). erinnerungen_versandt: one row per reminder sent, its key (account, kind,
-- event, offset) is the idempotency key – the row commits with the mail. kalender_zugaenge: the secret
-- feed address, only its SHA-256; the newest row per account opens the feed. kalender_sequenzen: the
-- fingerprint and SEQUENCE of each calendar event as last served.
CREATE TABLE "erinnerung_schalter" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"art" text NOT NULL,
	"aktiv" boolean NOT NULL,
	"am" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "erinnerung_schalter_account_idx" ON "erinnerung_schalter" USING btree ("account_id", "art", "id");
--> statement-breakpoint
CREATE TABLE "erinnerungen_versandt" (
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"art" text NOT NULL,
	"ereignis" text NOT NULL,
	"versatz" text NOT NULL,
	"faellig_am" date NOT NULL,
	"am" timestamp with time zone NOT NULL,
	CONSTRAINT "erinnerungen_versandt_account_id_art_ereignis_versatz_pk" PRIMARY KEY ("account_id", "art", "ereignis", "versatz")
);
--> statement-breakpoint
CREATE TABLE "kalender_zugaenge" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"erzeugt_am" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kalender_zugaenge_token_key" ON "kalender_zugaenge" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "kalender_zugaenge_account_idx" ON "kalender_zugaenge" USING btree ("account_id", "id");
--> statement-breakpoint
CREATE TABLE "kalender_sequenzen" (
	"uid" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"sequenz" integer NOT NULL,
	"geaendert_am" timestamp with time zone NOT NULL,
	CONSTRAINT "kalender_sequenzen_sequenz_check" CHECK ("kalender_sequenzen"."sequenz" >= 0)
);
