-- Issue 28 points 1 and 2 (decision 0046): who works on a case, internal notes and follow-up dates.
-- The case is the candidate's account: every Eingang item of one candidate belongs to one case.
-- fall_zuweisungen holds the current holder, one row per account (assigning replaces the row,
-- unassigning deletes it; the Protokoll records every change with before and after). Notes and
-- Wiedervorlagen are records of the office's work and append-only: a Wiedervorlage ends with a new row
-- in wiedervorlage_erledigungen ('erledigt' or 'aufgehoben'), never by changing the first.
CREATE TABLE "fall_zuweisungen" (
	"account_id" uuid PRIMARY KEY NOT NULL REFERENCES "accounts"("id"),
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"zugewiesen_von" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"zugewiesen_am" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fall_zuweisungen_staff_idx" ON "fall_zuweisungen" USING btree ("staff_id");
--> statement-breakpoint
CREATE TABLE "fall_notizen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"text" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fall_notizen_account_idx" ON "fall_notizen" USING btree ("account_id", "id");
--> statement-breakpoint
CREATE TABLE "wiedervorlagen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"faellig_am" date NOT NULL,
	"grund" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wiedervorlagen_account_idx" ON "wiedervorlagen" USING btree ("account_id", "id");
--> statement-breakpoint
CREATE TABLE "wiedervorlage_erledigungen" (
	"wiedervorlage_id" bigint PRIMARY KEY NOT NULL REFERENCES "wiedervorlagen"("id"),
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"art" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wiedervorlage_erledigungen_art_check" CHECK ("art" in ('erledigt', 'aufgehoben'))
);
--> statement-breakpoint
CREATE INDEX "wiedervorlage_erledigungen_account_idx" ON "wiedervorlage_erledigungen" USING btree ("account_id");
--> statement-breakpoint
CREATE TRIGGER "fall_notizen_append_only"
	BEFORE UPDATE OR DELETE ON "fall_notizen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "fall_notizen_no_truncate"
	BEFORE TRUNCATE ON "fall_notizen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "wiedervorlagen_append_only"
	BEFORE UPDATE OR DELETE ON "wiedervorlagen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "wiedervorlagen_no_truncate"
	BEFORE TRUNCATE ON "wiedervorlagen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "wiedervorlage_erledigungen_append_only"
	BEFORE UPDATE OR DELETE ON "wiedervorlage_erledigungen"
	FOR EACH ROW EXECUTE FUNCTION "reject_change_of_record"();
--> statement-breakpoint
CREATE TRIGGER "wiedervorlage_erledigungen_no_truncate"
	BEFORE TRUNCATE ON "wiedervorlage_erledigungen"
	FOR EACH STATEMENT EXECUTE FUNCTION "reject_change_of_record"();
