-- Issue 18 point 5: instances sharing one PostgreSQL database must use the same session key and
-- public URL. The first start registers them (the key only as an HMAC fingerprint), later starts compare.
CREATE TABLE "instance_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret_fingerprint" text NOT NULL,
	"public_url" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instance_config_single_row" CHECK ("instance_config"."id" = 1)
);
