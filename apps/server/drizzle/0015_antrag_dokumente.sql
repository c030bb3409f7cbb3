-- Issue 26 point 8: the files sent with an application belong to it (documents.application_id) and
-- are no longer counted again as new documents in the Eingang. Existing rows are linked from the
-- applications' own list of their files (payload.dateien, written only by the server); the queue's
-- partial index gets the new condition, word for word as eingang-queues.ts repeats it.
ALTER TABLE "documents" ADD COLUMN "application_id" uuid REFERENCES "applications"("id");
--> statement-breakpoint
UPDATE "documents" d SET "application_id" = x."application_id"
FROM (
  SELECT a."id" AS "application_id", a."account_id", e->>'documentId' AS "document_id"
  FROM "applications" a
  CROSS JOIN LATERAL jsonb_each(
    CASE WHEN jsonb_typeof(a."payload"->'dateien') = 'object' THEN a."payload"->'dateien' ELSE '{}'::jsonb END
  ) AS l("liste", "eintraege")
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(l."eintraege") = 'array' THEN l."eintraege" ELSE '[]'::jsonb END
  ) AS e
) x
WHERE d."source" = 'candidate' AND d."account_id" = x."account_id" AND d."id"::text = x."document_id";
--> statement-breakpoint
DROP INDEX "documents_akteneingang_idx";
--> statement-breakpoint
CREATE INDEX "documents_akteneingang_idx" ON "documents" USING btree ("created_at", "id") WHERE "source" = 'candidate' and "category" = 'AKTENEINGANG' and "declaration_id" is null and "application_id" is null;
