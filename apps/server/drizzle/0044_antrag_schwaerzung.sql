-- The last retention classes per class (decision 0062, issue 30 point 1): ten years after finality an
-- application's and a declaration's payload (what the candidate wrote: person, addresses, free texts,
-- Vorbildung) goes while status, dates, kind, term, modules and event numbers stay, because the career
-- (verlauf.ts, rules/laufbahn) and the 50-year proof of the result are read from them.
-- Declarations stay append-only. The one new exception is the deletion run (it announces itself for
-- its own transaction with set_config('examensportal.loeschung', 'on', true)): it may replace a
-- payload once by the marker {"geloescht": "YYYY-MM-DD"} and change nothing else. Every other UPDATE
-- is still refused, a second redaction and a marker with more keys too.
CREATE OR REPLACE FUNCTION "reject_change_of_record"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND current_setting('examensportal.loeschung', true) = 'on' THEN
		RETURN OLD;
	END IF;
	-- Nested: the payload is only read for a row of declarations. In one condition PL/pgSQL may
	-- evaluate OLD."payload" for any table (an UPDATE or TRUNCATE of staff_audit then fails with
	-- 42703, undefined column, instead of being refused as append-only).
	IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'declarations'
		AND current_setting('examensportal.loeschung', true) = 'on' THEN
		IF NOT (OLD."payload" ? 'geloescht')
			AND jsonb_typeof(NEW."payload") = 'object'
			AND (SELECT array_agg(k) FROM jsonb_object_keys(NEW."payload") k) = ARRAY['geloescht']
			AND NEW."payload" ->> 'geloescht' ~ '^\d{4}-\d{2}-\d{2}$'
			AND (to_jsonb(NEW) - 'payload') = (to_jsonb(OLD) - 'payload') THEN
			RETURN NEW;
		END IF;
	END IF;
	RAISE EXCEPTION 'table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
