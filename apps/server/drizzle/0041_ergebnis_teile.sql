-- Results per part (issue 26 point 7, decision 0056): the written and the oral grade and the module
-- grade derived from them (WiPrPrüfV §§ 13 (2), 17, 18), in hundredths (400 = 4,00). Nullable: results
-- recorded before, and the aptitude test (rated as a whole, § 31), keep only passed/failed. A correction
-- (§ 42 VwVfG) may carry parts as well. The module grade is null when the written part excluded the oral one.
ALTER TABLE "results" ADD COLUMN "note_schriftlich" smallint;
--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "note_muendlich" smallint;
--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "modulnote" smallint;
--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_noten_check" CHECK (("note_schriftlich" is null or "note_schriftlich" between 100 and 600) and ("note_muendlich" is null or ("note_schriftlich" is not null and "note_muendlich" between 100 and 600)) and (("modulnote" is null) = ("note_muendlich" is null)));
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD COLUMN "note_schriftlich" smallint;
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD COLUMN "note_muendlich" smallint;
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD COLUMN "modulnote" smallint;
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_noten_check" CHECK (("note_schriftlich" is null or "note_schriftlich" between 100 and 600) and ("note_muendlich" is null or ("note_schriftlich" is not null and "note_muendlich" between 100 and 600)) and (("modulnote" is null) = ("note_muendlich" is null)));
