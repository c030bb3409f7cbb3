-- Free texts in the per-declaration tables per class (decision 0067, completing 0062; issue 30 point 1):
-- on the day the class of the application or declaration is due, the texts people wrote into the tables
-- of their own (a compelling reason's or a credit's decision reason, an objection's reasoning and its
-- outcome, a Nachteilsausgleich's free text and reason, a checklist note, a revocation's reason, a
-- letter correction's wording and reason) become the marker 'Inhalt gelöscht am TT.MM.JJJJ
-- (Aufbewahrungsfrist abgelaufen)', and the new column inhalt_geloescht_am holds that day. A text that
-- was NULL stays NULL. Status, dates, kinds and the decisions themselves stay: the career (verlauf.ts,
-- rules/laufbahn) reads them.
ALTER TABLE "compelling_reasons" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
ALTER TABLE "widersprueche" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
ALTER TABLE "widerspruch_erledigungen" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
ALTER TABLE "nachteilsausgleiche" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
ALTER TABLE "pruefliste_markierungen" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
ALTER TABLE "aufhebungen" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
ALTER TABLE "bescheid_berichtigungen" ADD COLUMN "inhalt_geloescht_am" date;
--> statement-breakpoint
-- The append-only tables among them name their free-text columns as the trigger's arguments. Inside a
-- transaction that announced the deletion (examensportal.loeschung) an UPDATE of such a row is allowed
-- when it was not redacted yet, inhalt_geloescht_am gets a day, every named column that held a text
-- becomes exactly the marker of that day, a NULL stays NULL, and no other column changes. Every other
-- UPDATE (outside the deletion, a second redaction, another text, another column) is still refused.
-- The declarations' branch of migration 0044 is unchanged.
CREATE OR REPLACE FUNCTION "reject_change_of_record"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	alt jsonb;
	neu jsonb;
	marker text;
	spalte text;
	erlaubt boolean;
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
	IF TG_OP = 'UPDATE' AND TG_NARGS > 0
		AND current_setting('examensportal.loeschung', true) = 'on' THEN
		alt := to_jsonb(OLD);
		neu := to_jsonb(NEW);
		IF alt ->> 'inhalt_geloescht_am' IS NULL AND neu ->> 'inhalt_geloescht_am' IS NOT NULL
			AND (alt - TG_ARGV - 'inhalt_geloescht_am') = (neu - TG_ARGV - 'inhalt_geloescht_am') THEN
			marker := 'Inhalt gelöscht am '
				|| to_char((neu ->> 'inhalt_geloescht_am')::date, 'DD.MM.YYYY')
				|| ' (Aufbewahrungsfrist abgelaufen)';
			erlaubt := true;
			FOREACH spalte IN ARRAY TG_ARGV LOOP
				IF NOT ((alt ->> spalte IS NULL AND neu ->> spalte IS NULL)
					OR (alt ->> spalte IS NOT NULL AND neu ->> spalte IS NOT DISTINCT FROM marker)) THEN
					erlaubt := false;
				END IF;
			END LOOP;
			IF erlaubt THEN
				RETURN NEW;
			END IF;
		END IF;
	END IF;
	RAISE EXCEPTION 'table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
DROP TRIGGER "widersprueche_append_only" ON "widersprueche";
--> statement-breakpoint
CREATE TRIGGER "widersprueche_append_only"
	BEFORE UPDATE OR DELETE ON "widersprueche"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"('begruendung');
--> statement-breakpoint
DROP TRIGGER "widerspruch_erledigungen_append_only" ON "widerspruch_erledigungen";
--> statement-breakpoint
CREATE TRIGGER "widerspruch_erledigungen_append_only"
	BEFORE UPDATE OR DELETE ON "widerspruch_erledigungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"('begruendung', 'abhilfe');
--> statement-breakpoint
DROP TRIGGER "nachteilsausgleiche_append_only" ON "nachteilsausgleiche";
--> statement-breakpoint
CREATE TRIGGER "nachteilsausgleiche_append_only"
	BEFORE UPDATE OR DELETE ON "nachteilsausgleiche"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"('freitext', 'begruendung');
--> statement-breakpoint
DROP TRIGGER "pruefliste_markierungen_append_only" ON "pruefliste_markierungen";
--> statement-breakpoint
CREATE TRIGGER "pruefliste_markierungen_append_only"
	BEFORE UPDATE OR DELETE ON "pruefliste_markierungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"('notiz');
--> statement-breakpoint
DROP TRIGGER "aufhebungen_append_only" ON "aufhebungen";
--> statement-breakpoint
CREATE TRIGGER "aufhebungen_append_only"
	BEFORE UPDATE OR DELETE ON "aufhebungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"('begruendung');
--> statement-breakpoint
DROP TRIGGER "bescheid_berichtigungen_append_only" ON "bescheid_berichtigungen";
--> statement-breakpoint
CREATE TRIGGER "bescheid_berichtigungen_append_only"
	BEFORE UPDATE OR DELETE ON "bescheid_berichtigungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"('unrichtig', 'richtig', 'begruendung');
