-- Issue 26 point 6 (decision 0060): a Rücknahme of a decision obtained by deceit, threat, bribery or
-- incorrect or incomplete statements (§ 48 (2) sentence 3 Nr. 1 VwVfG) is not bound to the year of
-- § 48 (4) sentence 1 (sentence 2). The revocation records that ground; earlier rows did not use it.
-- Adding a column with a default rewrites no row, so the append-only trigger is not touched.
ALTER TABLE "aufhebungen" ADD COLUMN "erschlichen" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "aufhebungen" ADD CONSTRAINT "aufhebungen_erschlichen_check" CHECK (not "erschlichen" or "vorschrift" = 'p48');
