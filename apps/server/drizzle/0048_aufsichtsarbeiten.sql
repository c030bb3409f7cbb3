-- Grades per paper (issue 26, decision 0068): WiPrPrüfV § 7 (2),(3) gives WP, BWL and ST two
-- Aufsichtsarbeiten and WR one; the written grade is their average, cut after the second decimal
-- (integer division of hundredths). Nullable: results recorded before, the written grade entered alone
-- and the aptitude test keep none. The check holds the written grade to what the papers give.
ALTER TABLE "results" ADD COLUMN "note_arbeit_1" smallint;
--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "note_arbeit_2" smallint;
--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_arbeiten_check" CHECK (("note_arbeit_1" is null or ("note_schriftlich" is not null and "note_arbeit_1" between 100 and 600 and "note_schriftlich" = (case when "note_arbeit_2" is null then "note_arbeit_1" else ("note_arbeit_1" + "note_arbeit_2") / 2 end))) and ("note_arbeit_2" is null or ("note_arbeit_1" is not null and "note_arbeit_2" between 100 and 600)));
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD COLUMN "note_arbeit_1" smallint;
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD COLUMN "note_arbeit_2" smallint;
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_arbeiten_check" CHECK (("note_arbeit_1" is null or ("note_schriftlich" is not null and "note_arbeit_1" between 100 and 600 and "note_schriftlich" = (case when "note_arbeit_2" is null then "note_arbeit_1" else ("note_arbeit_1" + "note_arbeit_2") / 2 end))) and ("note_arbeit_2" is null or ("note_arbeit_1" is not null and "note_arbeit_2" between 100 and 600)));
