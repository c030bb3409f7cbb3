-- Issue 26 point 7: each paper day gets a start time, each sitting a venue per regional office (LGS).
-- paper_times: {slot: ['HH:MM' | null, …]} by the index of paper_dates; venues: {regulaer|juni: {'1'…'6': text}}.
ALTER TABLE "exam_terms" ADD COLUMN "paper_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_terms" ADD COLUMN "venues" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_terms" ADD CONSTRAINT "exam_terms_paper_times_check" CHECK (jsonb_typeof("exam_terms"."paper_times") = 'object' and ("exam_terms"."paper_times" - array['wp', 'wr', 'bwl', 'st', 'wpVorgezogen', 'wrVorgezogen', 'bwlVorgezogen', 'stVorgezogen']::text[]) = '{}'::jsonb);--> statement-breakpoint
ALTER TABLE "exam_terms" ADD CONSTRAINT "exam_terms_venues_check" CHECK (jsonb_typeof("exam_terms"."venues") = 'object' and ("exam_terms"."venues" - array['regulaer', 'juni']::text[]) = '{}'::jsonb);
