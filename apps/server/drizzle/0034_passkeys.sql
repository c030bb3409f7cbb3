-- Issue 30 point 5 (decision 0051): passkeys (WebAuthn) as a second factor for candidates.
-- kandidat_passkeys holds each credential's public key, signature counter and the name the candidate
-- gave; kandidat_passkey_challenges the challenges handed out (single use, five minutes, shared by all
-- instances). A session may now also be confirmed by a passkey.
CREATE TABLE "kandidat_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint NOT NULL,
	"transports" jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kandidat_passkeys_credential_key" ON "kandidat_passkeys" USING btree ("credential_id");
--> statement-breakpoint
CREATE INDEX "kandidat_passkeys_account_idx" ON "kandidat_passkeys" USING btree ("account_id");
--> statement-breakpoint
CREATE TABLE "kandidat_passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"zweck" text NOT NULL CHECK ("zweck" in ('registrierung', 'anmeldung', 'nachweis')),
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_zweiter_faktor_check";
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_zweiter_faktor_check" CHECK ("zweiter_faktor" in ('totp', 'wiederherstellungscode', 'passkey'));
