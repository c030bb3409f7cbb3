-- Issue 29 (decision 0102): a version of each account's documents, so that an instance on PostgreSQL can
-- keep the answer of GET /api/dokumente in memory and check it in the session's own round trip. The
-- version is bumped in the same transaction as every change of one of the account's document rows
-- (insert, update – the old and the new account –, delete, also by an account's deletion cascading) by
-- migration 0051's row trigger; TRUNCATE bumps every account. The values come from one sequence, so a
-- value is never used twice, also not after a row was deleted and made again. Every account has its row
-- (made with the account), so the trigger only updates; the row goes with the account (cascade).
CREATE SEQUENCE "dokumente_stand_seq";
--> statement-breakpoint
CREATE TABLE "dokumente_stand" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "dokumente_stand_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
INSERT INTO "dokumente_stand" ("account_id", "version") SELECT "id", nextval('dokumente_stand_seq') FROM "accounts";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ep_konto_angelegt"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "dokumente_stand" ("account_id", "version") VALUES (NEW.id, nextval('dokumente_stand_seq'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_dokumente_stand" AFTER INSERT ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "ep_konto_angelegt"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ep_dokument_geaendert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "dokumente_stand" SET "version" = nextval('dokumente_stand_seq') WHERE "account_id" = OLD.account_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.account_id IS DISTINCT FROM OLD.account_id) THEN
    UPDATE "dokumente_stand" SET "version" = nextval('dokumente_stand_seq') WHERE "account_id" = NEW.account_id;
  END IF;
  IF current_setting('ep.dokumente_melden', true) = 'an' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('ep_dokumente', OLD.account_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('ep_dokumente', NEW.account_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ep_dokumente_geleert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dokumente_stand" SET "version" = nextval('dokumente_stand_seq');
  IF current_setting('ep.dokumente_melden', true) = 'an' THEN
    PERFORM pg_notify('ep_dokumente', '*');
  END IF;
  RETURN NULL;
END $$;
