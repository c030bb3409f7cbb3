-- Issue 18 point 3: the limits every instance on one PostgreSQL database shares.
-- rate_limits is rate-limiter-flexible's RateLimiterPostgres table, exactly as its
-- _getCreateTableStmt() makes it (key = "<limit>:<client>", points used, expire in epoch ms); the
-- server passes tableCreated: true, so the library never creates tables at run time.
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");
--> statement-breakpoint
-- Files a candidate uploaded per sliding hour (UPLOAD_RATE_PER_HOUR), one row per accepted request,
-- timed by the portal clock (PORTAL_NOW) like the rest of the candidate's data.
CREATE TABLE "upload_rate" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "upload_rate_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "upload_rate_account_idx" ON "upload_rate" USING btree ("account_id","taken_at");
