-- Issue 29 (decision 0097): the embedded database keeps each account's documents list as it answered
-- GET /api/dokumente in memory. Every change of a document row (insert, update, delete, also by an
-- account's deletion cascading) announces the account on channel 'ep_dokumente' at commit, so the cache
-- drops the list before the writing statement's promise resolves; TRUNCATE announces '*' (all).
-- Only where the session asked for it (`ep.dokumente_melden` = 'an', set by the cache on PGlite):
-- PostgreSQL has no such cache, and a NOTIFY takes the notification queue's lock at every commit.
CREATE OR REPLACE FUNCTION "ep_dokument_geaendert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
  IF current_setting('ep.dokumente_melden', true) = 'an' THEN
    PERFORM pg_notify('ep_dokumente', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "documents_benachrichtigen" AFTER INSERT OR UPDATE OR DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "ep_dokument_geaendert"();
--> statement-breakpoint
CREATE TRIGGER "documents_geleert_benachrichtigen" AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "ep_dokumente_geleert"();
