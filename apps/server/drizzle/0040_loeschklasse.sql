-- Deleting one retention class while the others stay (decision 0058, issue 30 points 1 and 3).
-- A document whose class ended stays as a tombstone: its content and file go (through the store's own
-- interface, so the encrypted blob and its key too), its row keeps id, category, type, source and dates,
-- so the objections, requests, messages, declarations and letters that point at it still resolve.
ALTER TABLE "documents" ADD COLUMN "geloescht_am" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "geloescht_durch" bigint;
--> statement-breakpoint
-- The due list has one line per account and class: the whole account (konto, never confirmed, never
-- applied) or one class whose period ended while others run; with the event it counted from and how many.
ALTER TABLE "loeschung_faellig" DROP CONSTRAINT "loeschung_faellig_pkey";
--> statement-breakpoint
ALTER TABLE "loeschung_faellig" ADD COLUMN "beginn" date;
--> statement-breakpoint
ALTER TABLE "loeschung_faellig" ADD COLUMN "anzahl" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "loeschung_faellig" ADD PRIMARY KEY ("account_id", "klasse");
--> statement-breakpoint
-- The deletion log: null for a whole account, else the one class deleted (the account stays).
ALTER TABLE "loeschungen" ADD COLUMN "klasse" text;
