CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"art" text NOT NULL,
	"status" text NOT NULL,
	"term" text,
	"payload" jsonb NOT NULL,
	"vorzeitige_zulassung" smallint DEFAULT 0 NOT NULL,
	"entfallene_module" text[] DEFAULT '{}'::text[] NOT NULL,
	"antragsdatum" date,
	"ersteszulassungsdatum" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "applications_art_check" CHECK ("applications"."art" in ('WP', 'EIGNUNG')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('draft', 'submitted', 'admitted', 'rejected', 'withdrawn')),
	CONSTRAINT "applications_term_check" CHECK ("applications"."term" is null or "applications"."term" ~ '^[0-9]{4}/[12]$'),
	CONSTRAINT "applications_vorzeitig_check" CHECK ("applications"."vorzeitige_zulassung" in (0, 6, 7)),
	CONSTRAINT "applications_submitted_check" CHECK ("applications"."status" = 'draft' or ("applications"."term" is not null and "applications"."antragsdatum" is not null)),
	CONSTRAINT "applications_admitted_check" CHECK (("applications"."status" = 'admitted') = ("applications"."ersteszulassungsdatum" is not null))
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"art" text NOT NULL,
	"kontaktdaten" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "candidates_art_check" CHECK ("candidates"."art" in ('WP', 'EIGNUNG'))
);
--> statement-breakpoint
CREATE TABLE "compelling_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"registration_id" uuid,
	"eignung_attempt_id" uuid,
	"teil" text NOT NULL,
	"ladung_vom" date NOT NULL,
	"gemeldet_am" date NOT NULL,
	"status" text NOT NULL,
	"entschieden_am" date,
	"declaration_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compelling_reasons_target_check" CHECK (("compelling_reasons"."registration_id" is null) <> ("compelling_reasons"."eignung_attempt_id" is null)),
	CONSTRAINT "compelling_reasons_teil_check" CHECK (("compelling_reasons"."registration_id" is not null and "compelling_reasons"."teil" in ('schriftlich', 'muendlich')) or ("compelling_reasons"."eignung_attempt_id" is not null and "compelling_reasons"."teil" in ('awr', 'ast', 'mp'))),
	CONSTRAINT "compelling_reasons_status_check" CHECK ("compelling_reasons"."status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "compelling_reasons_decided_check" CHECK (("compelling_reasons"."status" = 'pending') = ("compelling_reasons"."entschieden_am" is null))
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"modul" text NOT NULL,
	"beantragt_am" date NOT NULL,
	"status" text NOT NULL,
	"entschieden_am" date,
	"declaration_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credits_modul_check" CHECK ("credits"."modul" in ('wr', 'bwl', 'st')),
	CONSTRAINT "credits_status_check" CHECK ("credits"."status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "credits_decided_check" CHECK (("credits"."status" = 'pending') = ("credits"."entschieden_am" is null))
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"art" smallint,
	"vorgang" text NOT NULL,
	"term" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"received_at_berlin" timestamp NOT NULL,
	"von" text NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "declarations_art_check" CHECK ("declarations"."art" is null or "declarations"."art" in (2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16))
);
--> statement-breakpoint
CREATE TABLE "eignung_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eignung_attempts_term_check" CHECK ("eignung_attempts"."term" ~ '^[0-9]{4}/[12]$')
);
--> statement-breakpoint
CREATE TABLE "exam_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" smallint NOT NULL,
	"registration_deadline" date NOT NULL,
	"june_modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_terms_number_check" CHECK ("exam_terms"."number" in (1, 2)),
	CONSTRAINT "exam_terms_term_check" CHECK ("exam_terms"."term" = "exam_terms"."year"::text || '/' || "exam_terms"."number"::text),
	CONSTRAINT "exam_terms_june_check" CHECK ("exam_terms"."june_modules" <@ array['wp', 'wr', 'bwl', 'st']::text[] and ("exam_terms"."number" = 2 or cardinality("exam_terms"."june_modules") = 0))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"registration_id" uuid,
	"eignung_attempt_id" uuid,
	"teil" text NOT NULL,
	"geladen_am" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_target_check" CHECK (("invitations"."registration_id" is null) <> ("invitations"."eignung_attempt_id" is null)),
	CONSTRAINT "invitations_teil_check" CHECK (("invitations"."registration_id" is not null and "invitations"."teil" in ('schriftlich', 'muendlich')) or ("invitations"."eignung_attempt_id" is not null and "invitations"."teil" in ('awr', 'ast', 'mp')))
);
--> statement-breakpoint
CREATE TABLE "module_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"modul" text NOT NULL,
	"term" text NOT NULL,
	"vorgezogen" boolean NOT NULL,
	"angemeldet_am" date NOT NULL,
	"declaration_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "module_registrations_modul_check" CHECK ("module_registrations"."modul" in ('wp', 'wr', 'bwl', 'st')),
	CONSTRAINT "module_registrations_term_check" CHECK ("module_registrations"."term" ~ '^[0-9]{4}/[12]$'),
	CONSTRAINT "module_registrations_june_check" CHECK (not "module_registrations"."vorgezogen" or "module_registrations"."term" like '%/2')
);
--> statement-breakpoint
CREATE TABLE "office_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"von" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"command" text NOT NULL,
	"account_id" uuid,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postponements" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"am" date NOT NULL,
	"to_term" text NOT NULL,
	"declaration_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "postponements_term_check" CHECK ("postponements"."to_term" ~ '^[0-9]{4}/[12]$')
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"registration_id" uuid,
	"eignung_attempt_id" uuid,
	"ergebnis" text NOT NULL,
	"am" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "results_target_check" CHECK (("results"."registration_id" is null) <> ("results"."eignung_attempt_id" is null)),
	CONSTRAINT "results_ergebnis_check" CHECK ("results"."ergebnis" in ('passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"registration_id" uuid,
	"application_id" uuid,
	"eignung_attempt_id" uuid,
	"am" date NOT NULL,
	"grund" text,
	"declaration_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_kind_check" CHECK (("withdrawals"."kind" in ('abmeldung', 'modulruecktritt') and "withdrawals"."registration_id" is not null and "withdrawals"."application_id" is null and "withdrawals"."eignung_attempt_id" is null)
        or ("withdrawals"."kind" = 'gesamtruecktritt' and "withdrawals"."application_id" is not null and "withdrawals"."registration_id" is null and "withdrawals"."eignung_attempt_id" is null)
        or ("withdrawals"."kind" = 'eignungruecktritt' and "withdrawals"."eignung_attempt_id" is not null and "withdrawals"."registration_id" is null and "withdrawals"."application_id" is null))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_account_id_candidates_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."candidates"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compelling_reasons" ADD CONSTRAINT "compelling_reasons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compelling_reasons" ADD CONSTRAINT "compelling_reasons_registration_id_module_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."module_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compelling_reasons" ADD CONSTRAINT "compelling_reasons_eignung_attempt_id_eignung_attempts_id_fk" FOREIGN KEY ("eignung_attempt_id") REFERENCES "public"."eignung_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compelling_reasons" ADD CONSTRAINT "compelling_reasons_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eignung_attempts" ADD CONSTRAINT "eignung_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eignung_attempts" ADD CONSTRAINT "eignung_attempts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_registration_id_module_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."module_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_eignung_attempt_id_eignung_attempts_id_fk" FOREIGN KEY ("eignung_attempt_id") REFERENCES "public"."eignung_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_registrations" ADD CONSTRAINT "module_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_registrations" ADD CONSTRAINT "module_registrations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_registrations" ADD CONSTRAINT "module_registrations_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_actions" ADD CONSTRAINT "office_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postponements" ADD CONSTRAINT "postponements_registration_id_module_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."module_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postponements" ADD CONSTRAINT "postponements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postponements" ADD CONSTRAINT "postponements_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_registration_id_module_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."module_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_eignung_attempt_id_eignung_attempts_id_fk" FOREIGN KEY ("eignung_attempt_id") REFERENCES "public"."eignung_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_registration_id_module_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."module_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_eignung_attempt_id_eignung_attempts_id_fk" FOREIGN KEY ("eignung_attempt_id") REFERENCES "public"."eignung_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_account_idx" ON "applications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_open_key" ON "applications" USING btree ("account_id") WHERE "applications"."status" in ('draft', 'submitted');--> statement-breakpoint
CREATE INDEX "compelling_reasons_account_idx" ON "compelling_reasons" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compelling_reasons_registration_key" ON "compelling_reasons" USING btree ("registration_id","teil","ladung_vom");--> statement-breakpoint
CREATE UNIQUE INDEX "compelling_reasons_attempt_key" ON "compelling_reasons" USING btree ("eignung_attempt_id","teil","ladung_vom");--> statement-breakpoint
CREATE INDEX "credits_application_idx" ON "credits" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credits_pending_key" ON "credits" USING btree ("application_id","modul") WHERE "credits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "declarations_account_idx" ON "declarations" USING btree ("account_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_idempotency_key" ON "declarations" USING btree ("account_id","idempotency_key") WHERE "declarations"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "eignung_attempts_application_key" ON "eignung_attempts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "eignung_attempts_account_idx" ON "eignung_attempts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "invitations_account_idx" ON "invitations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "module_registrations_application_idx" ON "module_registrations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "module_registrations_account_idx" ON "module_registrations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "office_actions_account_idx" ON "office_actions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "postponements_account_idx" ON "postponements" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_registration_key" ON "results" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_attempt_key" ON "results" USING btree ("eignung_attempt_id");--> statement-breakpoint
CREATE INDEX "results_account_idx" ON "results" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_registration_key" ON "withdrawals" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_application_key" ON "withdrawals" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_attempt_key" ON "withdrawals" USING btree ("eignung_attempt_id");