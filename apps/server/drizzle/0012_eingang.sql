-- The back-office's Eingang (issue 15): who acknowledged which withdrawal or new document, and the
-- partial indexes that let each work queue be counted and paged in the database (10,000 items stay
-- fast; bench step `eingang`).
CREATE TABLE "eingang_kenntnisnahmen" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"declaration_id" uuid REFERENCES "declarations"("id"),
	"document_id" uuid REFERENCES "documents"("id") ON DELETE CASCADE,
	"staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "eingang_kenntnisnahmen_ziel_check" CHECK (("declaration_id" is null) <> ("document_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "eingang_kenntnisnahmen_declaration_key" ON "eingang_kenntnisnahmen" USING btree ("declaration_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "eingang_kenntnisnahmen_document_key" ON "eingang_kenntnisnahmen" USING btree ("document_id");
--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at", "id") WHERE "status" = 'submitted';
--> statement-breakpoint
CREATE INDEX "compelling_reasons_pending_idx" ON "compelling_reasons" USING btree ("created_at", "id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "credits_pending_idx" ON "credits" USING btree ("created_at", "id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "declarations_ruecktritte_idx" ON "declarations" USING btree ("received_at", "id") WHERE "von" = 'kandidat' and "vorgang" in ('abmeldung', 'modulruecktritt', 'gesamtruecktritt', 'gesamtruecktrittEignung', 'ruecknahme', 'ruecknahmeEignung');
--> statement-breakpoint
CREATE INDEX "documents_akteneingang_idx" ON "documents" USING btree ("created_at", "id") WHERE "source" = 'candidate' and "category" = 'AKTENEINGANG' and "declaration_id" is null;
--> statement-breakpoint
CREATE INDEX "documents_declaration_idx" ON "documents" USING btree ("declaration_id") WHERE "declaration_id" is not null;
--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree ("nachname", "vorname", "id");
