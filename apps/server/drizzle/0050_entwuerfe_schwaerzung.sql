-- The drafts' inputs per class (decision 0070, completing 0067; issue 30 point 1): a settled draft's
-- inputs (entwuerfe.eingabe, the draft letter's decision, reasons and the office's notes) and a discarded
-- draft's reason go on the day of its class – a released draft with its letter (bescheid), a discarded
-- one on its own shorter day (entwurf). Both become the marker 'Inhalt gelöscht am TT.MM.JJJJ
-- (Aufbewahrungsfrist abgelaufen)' (eingabe as a JSON string), and the new column inhalt_geloescht_am
-- holds that day. Kind, case, status, who drafted and settled it and when, and the letter's id stay.
ALTER TABLE "entwuerfe" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
-- Drafts are not append-only (the release and the discard set their status), so this trigger guards
-- only the inputs: an UPDATE that changes eingabe or inhalt_geloescht_am, or a settled draft's
-- verworfen_grund, is allowed
-- once, inside a transaction that announced the deletion (examensportal.loeschung), for a draft that is
-- no longer open and not redacted yet, when inhalt_geloescht_am gets a day, eingabe becomes exactly that
-- day's marker, a discard reason becomes the marker too (a NULL stays NULL) and no other column changes.
-- An open draft is never redacted: it could still be released, and its letter would have no reasons.
CREATE FUNCTION "entwuerfe_inhalt_fest"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	marker text;
	ohne text[] := ARRAY['eingabe', 'verworfen_grund', 'inhalt_geloescht_am'];
BEGIN
	-- The release and the discard (which writes the reason) of an open draft; the letter's id after it.
	IF NEW."eingabe" IS NOT DISTINCT FROM OLD."eingabe"
		AND NEW."inhalt_geloescht_am" IS NOT DISTINCT FROM OLD."inhalt_geloescht_am"
		AND (OLD."status" = 'offen' OR NEW."verworfen_grund" IS NOT DISTINCT FROM OLD."verworfen_grund") THEN
		RETURN NEW;
	END IF;
	IF current_setting('examensportal.loeschung', true) = 'on'
		AND OLD."inhalt_geloescht_am" IS NULL AND NEW."inhalt_geloescht_am" IS NOT NULL
		AND OLD."status" <> 'offen'
		AND (to_jsonb(NEW) - ohne) = (to_jsonb(OLD) - ohne) THEN
		marker := 'Inhalt gelöscht am ' || to_char(NEW."inhalt_geloescht_am", 'DD.MM.YYYY')
			|| ' (Aufbewahrungsfrist abgelaufen)';
		IF NEW."eingabe" = to_jsonb(marker)
			AND ((OLD."verworfen_grund" IS NULL AND NEW."verworfen_grund" IS NULL)
				OR (OLD."verworfen_grund" IS NOT NULL AND NEW."verworfen_grund" IS NOT DISTINCT FROM marker)) THEN
			RETURN NEW;
		END IF;
	END IF;
	RAISE EXCEPTION 'table entwuerfe: the inputs of a draft are fixed, only the deletion run redacts a settled draft once'
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "entwuerfe_inhalt_fest"
	BEFORE UPDATE ON "entwuerfe"
	FOR EACH ROW EXECUTE FUNCTION "entwuerfe_inhalt_fest"();
