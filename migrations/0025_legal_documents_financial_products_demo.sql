CREATE TABLE "legal_documents" (
	"kind" varchar(20) PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind" CHECK ("legal_documents"."kind" IN ('privacy', 'terms'))
);
--> statement-breakpoint
ALTER TABLE "financial_products" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The partners shipped as examples (their pages are under example.com) are demo products.
UPDATE "financial_products" SET "is_demo" = true WHERE "application_url" LIKE 'https://example.com/%';
