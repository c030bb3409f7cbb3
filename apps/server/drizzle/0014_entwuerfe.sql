-- Four-eyes decisions (issue 26 point 5): every decision of the back-office is first a draft
-- (Entwurf) that a second person releases (freigegeben) or that is discarded (verworfen, with a
-- reason). A draft changes none of the candidate's facts; the release runs the office function.
CREATE TABLE "entwuerfe" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id"),
	"art" text NOT NULL,
	"fall_id" uuid NOT NULL,
	"eingabe" jsonb NOT NULL,
	"entworfen_von" uuid NOT NULL REFERENCES "staff_accounts"("id"),
	"entworfen_von_name" text NOT NULL,
	"entworfen_am" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'offen' NOT NULL,
	"erledigt_von" uuid REFERENCES "staff_accounts"("id"),
	"erledigt_von_name" text,
	"erledigt_am" timestamp with time zone,
	"verworfen_grund" text,
	"bescheid_id" uuid,
	CONSTRAINT "entwuerfe_art_check" CHECK ("art" in ('antrag', 'triftigerGrund', 'anrechnung')),
	CONSTRAINT "entwuerfe_status_check" CHECK ("status" in ('offen', 'freigegeben', 'verworfen')),
	CONSTRAINT "entwuerfe_erledigt_check" CHECK (("status" = 'offen') = ("erledigt_am" is null)),
	CONSTRAINT "entwuerfe_verworfen_check" CHECK (("status" = 'verworfen') = ("verworfen_grund" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "entwuerfe_offen_fall_key" ON "entwuerfe" USING btree ("fall_id") WHERE "status" = 'offen';
--> statement-breakpoint
CREATE INDEX "entwuerfe_offen_idx" ON "entwuerfe" USING btree ("entworfen_am", "id") WHERE "status" = 'offen';
--> statement-breakpoint
CREATE INDEX "entwuerfe_account_idx" ON "entwuerfe" USING btree ("account_id", "entworfen_am");
