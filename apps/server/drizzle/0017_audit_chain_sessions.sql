-- Issue 30 point 4: the Protokoll is tamper-evident (decision 0029). Each row of the two audit trails
-- (staff_audit, office_actions) carries content_hash, the SHA-256 of its canonical content that the
-- portal computes in the inserting transaction; at COMMIT a deferred trigger links it into its table's
-- hash chain: chain_seq (the next number), prev_hash (the previous entry's hash) and
-- hash = SHA-256(prev_hash || content_hash). The head of each chain is one row of audit_chain_heads,
-- locked only for the moment of the commit, so concurrent transactions and several instances append
-- one after the other without forking the chain, and without a lock held while an action runs.
ALTER TABLE "staff_audit" ADD COLUMN "content_hash" text, ADD COLUMN "chain_seq" bigint, ADD COLUMN "prev_hash" text, ADD COLUMN "hash" text;
--> statement-breakpoint
ALTER TABLE "office_actions" ADD COLUMN "content_hash" text, ADD COLUMN "chain_seq" bigint, ADD COLUMN "prev_hash" text, ADD COLUMN "hash" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audit_chain_seq_key" ON "staff_audit" USING btree ("chain_seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "office_actions_chain_seq_key" ON "office_actions" USING btree ("chain_seq");
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	-- Rows up to this id were written before the chain existed; the first start seals them in id order.
	"legacy_until_id" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "audit_chain_heads" ("chain", "seq", "hash", "legacy_until_id")
	SELECT 'office_actions', 0, repeat('0', 64), coalesce(max("id"), 0) FROM "office_actions";
--> statement-breakpoint
INSERT INTO "audit_chain_heads" ("chain", "seq", "hash", "legacy_until_id")
	SELECT 'staff_audit', 0, repeat('0', 64), coalesce(max("id"), 0) FROM "staff_audit";
--> statement-breakpoint
-- The daily anchor: the heads as they were on a day, written once per day by whichever instance comes
-- first (the primary key decides), and kept outside the database too (PROTOKOLL_ANKER_DIR).
CREATE TABLE "audit_anchors" (
	"day" date PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"heads" jsonb NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "link_audit_row"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	head record;
	next_hash text;
BEGIN
	-- Both heads, always in the same order: two commits never wait for each other crosswise.
	PERFORM 1 FROM "audit_chain_heads" ORDER BY "chain" FOR UPDATE;
	SELECT "seq", "hash" INTO head FROM "audit_chain_heads" WHERE "chain" = TG_TABLE_NAME;
	next_hash := encode(sha256(convert_to(head."hash" || NEW."content_hash", 'UTF8')), 'hex');
	EXECUTE format('UPDATE %I SET "chain_seq" = $1, "prev_hash" = $2, "hash" = $3 WHERE "id" = $4', TG_TABLE_NAME)
		USING head."seq" + 1, head."hash", next_hash, NEW."id";
	UPDATE "audit_chain_heads" SET "seq" = head."seq" + 1, "hash" = next_hash WHERE "chain" = TG_TABLE_NAME;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "staff_audit_chain"
	AFTER INSERT OR UPDATE OF "content_hash" ON "staff_audit" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (NEW."content_hash" IS NOT NULL AND NEW."hash" IS NULL)
	EXECUTE FUNCTION "link_audit_row"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "office_actions_chain"
	AFTER INSERT OR UPDATE OF "content_hash" ON "office_actions" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (NEW."content_hash" IS NOT NULL AND NEW."hash" IS NULL)
	EXECUTE FUNCTION "link_audit_row"();
--> statement-breakpoint
-- Still append-only. The one change a row allows: while it is not yet linked, its chain columns are
-- set (the link above; a row from before the chain also gets its content_hash once) – nothing else.
CREATE OR REPLACE FUNCTION "protect_audit_row"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."hash" IS NULL
		AND (OLD."content_hash" IS NULL OR OLD."content_hash" = NEW."content_hash")
		AND (to_jsonb(NEW) - 'content_hash' - 'chain_seq' - 'prev_hash' - 'hash')
			= (to_jsonb(OLD) - 'content_hash' - 'chain_seq' - 'prev_hash' - 'hash') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
DROP TRIGGER "staff_audit_append_only" ON "staff_audit";
--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only"
	BEFORE UPDATE OR DELETE ON "staff_audit"
	FOR EACH ROW EXECUTE FUNCTION "protect_audit_row"();
--> statement-breakpoint
DROP TRIGGER "office_actions_append_only" ON "office_actions";
--> statement-breakpoint
CREATE TRIGGER "office_actions_append_only"
	BEFORE UPDATE OR DELETE ON "office_actions"
	FOR EACH ROW EXECUTE FUNCTION "protect_audit_row"();
--> statement-breakpoint
-- Issue 30 point 6: the sessions overview names each session's browser and device. The User-Agent
-- header of the login is kept (at most 512 characters) and read only to describe the session.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;
