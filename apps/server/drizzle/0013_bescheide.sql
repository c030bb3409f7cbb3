-- The office's reason (Begründung) for a decision, kept with the decided fact itself (issue 15):
-- required for rejecting an application, and for rejecting a triftiger Grund or a credit.
ALTER TABLE "applications" ADD COLUMN "begruendung" text;--> statement-breakpoint
ALTER TABLE "compelling_reasons" ADD COLUMN "begruendung" text;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "begruendung" text;
