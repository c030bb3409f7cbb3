-- Issue 29 (decision 0052): the embedded database keeps the sessions it checked in memory. Every change
-- that can end or alter a session's answer (a session revoked or deleted, an account changed or
-- deleted) announces itself on channel 'ep_sitzungen' at commit, so the cache drops the entry before
-- the writing statement's promise resolves. Touches of last_seen_at do not fire (UPDATE OF).
CREATE OR REPLACE FUNCTION "ep_sitzung_geaendert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ep_sitzungen', 's:' || COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ep_konto_geaendert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ep_sitzungen', 'a:' || COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_benachrichtigen" AFTER UPDATE OF "revoked_at", "account_id" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "ep_sitzung_geaendert"();
--> statement-breakpoint
CREATE TRIGGER "accounts_benachrichtigen" AFTER UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "ep_konto_geaendert"();
