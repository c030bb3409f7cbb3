-- Staff of the examination office (issue 15): accounts apart from the candidates', their sessions
-- (a token audience of their own), set-up links, two-factor secrets, recovery codes, and the
-- Protokoll – an append-only audit trail of every staff action.
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"rolle" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_pending" text,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_rolle_check" CHECK ("rolle" in ('sachbearbeitung', 'leitung')),
	CONSTRAINT "staff_accounts_active_check" CHECK ("activated_at" is null or ("password_hash" is not null and "totp_secret" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_key" ON "staff_accounts" USING btree ("email");
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"stufe" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_stufe_check" CHECK ("stufe" in ('einrichtung', 'angemeldet'))
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");
--> statement-breakpoint
CREATE TABLE "staff_setup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_setup_tokens_hash_key" ON "staff_setup_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_setup_tokens_staff_idx" ON "staff_setup_tokens" USING btree ("staff_id");
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_key" ON "staff_recovery_codes" USING btree ("staff_id", "code_hash");
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" uuid REFERENCES "staff_accounts"("id"),
	"wer" text NOT NULL,
	"quelle" text NOT NULL,
	"aktion" text NOT NULL,
	"ziel" text,
	"account_id" uuid REFERENCES "accounts"("id"),
	"vorher" jsonb,
	"nachher" jsonb,
	CONSTRAINT "staff_audit_quelle_check" CHECK ("quelle" in ('browser', 'kommandozeile', 'system'))
);
--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at", "id");
--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id", "at");
--> statement-breakpoint
CREATE INDEX "staff_audit_aktion_idx" ON "staff_audit" USING btree ("aktion", "at");
--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only"
	BEFORE UPDATE OR DELETE ON "staff_audit"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate"
	BEFORE TRUNCATE ON "staff_audit"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
