-- Issue 13: applications as a career. Each application belongs to an attempt – WP the overall
-- attempt (1 or 2, § 22 (2) WiPrPrüfV), the aptitude test its attempt (1–3, § 33) – and there is at
-- most one admission per attempt. Existing applications are first attempts. `seq` is the order in
-- which a candidate's applications were started: timestamps can tie (one instant, a test clock),
-- the order of a career must not.
ALTER TABLE "applications" ADD COLUMN "versuch" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_versuch_check" CHECK ("applications"."versuch" between 1 and 3);
--> statement-breakpoint
CREATE UNIQUE INDEX "applications_admitted_attempt_key" ON "applications" USING btree ("account_id","versuch") WHERE "applications"."status" = 'admitted';
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "seq" bigserial NOT NULL;
