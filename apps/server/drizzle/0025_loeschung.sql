-- Issue 30 points 1 and 3 (decision 0041): retention and deletion. The deletion log keeps, for every
-- deletion, who approved it or which candidate asked, and per retention class how many records went –
-- never their content. 'wiederholung': a deletion applied again after a restore (features/loeschung/wiederholen.ts). The account's UUID stays in it (a random number that names no one once the
-- account is gone) so that a restore of an older backup can apply the deletions again.
CREATE TABLE "loeschungen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"anlass" text NOT NULL,
	"account_id" uuid NOT NULL,
	"staff_id" uuid REFERENCES "staff_accounts"("id"),
	"anzahl" jsonb NOT NULL,
	-- The audit entries whose content this deletion redacted: {"staff_audit": [ids], "office_actions": [ids]}.
	"geschwaerzt" jsonb NOT NULL,
	CONSTRAINT "loeschungen_anlass_check" CHECK ("anlass" in ('freigabe', 'antrag', 'wiederholung'))
);
--> statement-breakpoint
CREATE INDEX "loeschungen_account_idx" ON "loeschungen" USING btree ("account_id");
--> statement-breakpoint
-- The list the daily job writes: accounts whose every retention period has ended (or that were never
-- confirmed, or never applied), with the class that made them due and since when.
CREATE TABLE "loeschung_faellig" (
	"account_id" uuid PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"klasse" text NOT NULL,
	"ab" date NOT NULL,
	"ermittelt_am" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A hold: a leitung keeps an account out of the deletion, with a reason (e.g. a pending court case).
CREATE TABLE "loeschung_sperren" (
	"account_id" uuid PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"grund" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The daily run: the day's row is the lock, so with several instances one of them writes the list.
CREATE TABLE "loeschung_laeufe" (
	"day" date PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"faellig" integer NOT NULL
);
--> statement-breakpoint
-- A lawful deletion redacts an audit entry's content but keeps its chain columns (content_hash, link):
-- the chain still links, and protokoll-pruefen accepts a changed content only where the deletion log
-- lists the entry.
ALTER TABLE "staff_audit" ADD COLUMN "geschwaerzt_durch" bigint;
--> statement-breakpoint
ALTER TABLE "office_actions" ADD COLUMN "geschwaerzt_durch" bigint;
--> statement-breakpoint
-- Append-only stays the rule. The only exception is a deletion run by the portal, which announces
-- itself for its own transaction (set_config('examensportal.loeschung', 'on', true)): it may delete
-- rows of the append-only tables, and redact an audit entry once (content set to null, chain columns
-- untouched, geschwaerzt_durch set).
CREATE OR REPLACE FUNCTION "reject_change_of_record"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('examensportal.loeschung', true) = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "protect_audit_row"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	chain_fields text[] := ARRAY['id', 'at', 'content_hash', 'chain_seq', 'prev_hash', 'hash'];
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."hash" IS NULL
		AND (OLD."content_hash" IS NULL OR OLD."content_hash" = NEW."content_hash")
		AND (to_jsonb(NEW) - 'content_hash' - 'chain_seq' - 'prev_hash' - 'hash')
			= (to_jsonb(OLD) - 'content_hash' - 'chain_seq' - 'prev_hash' - 'hash') THEN
		RETURN NEW;
	END IF;
	IF TG_OP = 'UPDATE' AND current_setting('examensportal.loeschung', true) = 'on'
		AND OLD."geschwaerzt_durch" IS NULL AND NEW."geschwaerzt_durch" IS NOT NULL
		AND (SELECT bool_and(to_jsonb(NEW) -> f IS NOT DISTINCT FROM to_jsonb(OLD) -> f) FROM unnest(chain_fields) f) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
