-- Issue 30 point 5 (decision 0042): the candidates' optional second factor. kandidat_totp holds the
-- sealed TOTP key (or one pending during set-up) and the last accepted time step (replay protection);
-- kandidat_wiederherstellungscodes the SHA-256 of the ten one-time recovery codes. sessions.zweiter_faktor
-- says how a session's login was confirmed beyond the password (null: password only).
CREATE TABLE "kandidat_totp" (
	"account_id" uuid PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"secret" text,
	"pending" text,
	"last_step" bigint,
	"eingerichtet_am" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kandidat_wiederherstellungscodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kandidat_wiederherstellungscodes_key" ON "kandidat_wiederherstellungscodes" USING btree ("account_id","code_hash");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "zweiter_faktor" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_zweiter_faktor_check" CHECK ("zweiter_faktor" in ('totp', 'wiederherstellungscode'));
