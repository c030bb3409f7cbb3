-- Declarations and the office audit are records of what was received and done: rows are only ever
-- added. The database refuses changes itself, so neither a bug nor a hand-written statement can
-- rewrite history (PostgreSQL 15 compatible).
CREATE OR REPLACE FUNCTION "reject_change_of_record"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "declarations_append_only"
	BEFORE UPDATE OR DELETE ON "declarations"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "declarations_no_truncate"
	BEFORE TRUNCATE ON "declarations"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "office_actions_append_only"
	BEFORE UPDATE OR DELETE ON "office_actions"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "office_actions_no_truncate"
	BEFORE TRUNCATE ON "office_actions"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
