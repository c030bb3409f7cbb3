-- Issue 17: an e-mail change can be undone from the old address ('Das war ich nicht', 7 days).
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('confirm', 'reset', 'email_revert'));
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "detail" text;
