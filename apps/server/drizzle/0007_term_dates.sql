-- Issue 13 point 4: the dates the office sets are the ones the rules use (decision 0009). A
-- registration deadline left unset is NULL and means the legal one of R-02 (31 August before term 1,
-- end of February of term 2); stored deadlines equal to it were written as the default and become NULL.
-- paper_dates: the days of the written papers per sitting (R-72), {slot: ['YYYY-MM-DD', …]}.
ALTER TABLE "exam_terms" ALTER COLUMN "registration_deadline" DROP NOT NULL;
--> statement-breakpoint
UPDATE "exam_terms" SET "registration_deadline" = NULL WHERE "registration_deadline" = CASE WHEN "number" = 1 THEN make_date("year" - 1, 8, 31) ELSE make_date("year", 3, 1) - 1 END;
--> statement-breakpoint
ALTER TABLE "exam_terms" ADD COLUMN "paper_dates" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "exam_terms" ADD CONSTRAINT "exam_terms_paper_dates_check" CHECK (jsonb_typeof("exam_terms"."paper_dates") = 'object' and ("exam_terms"."paper_dates" - array['wp', 'wr', 'bwl', 'st', 'wpVorgezogen', 'wrVorgezogen', 'bwlVorgezogen', 'stVorgezogen']::text[]) = '{}'::jsonb);
