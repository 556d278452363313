CREATE TABLE "chapter_captions" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"language" varchar(16) NOT NULL,
	"file_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapter_captions" ADD CONSTRAINT "chapter_captions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chapter_captions_chapter_language_key" ON "chapter_captions" USING btree ("chapter_id","language");--> statement-breakpoint
CREATE INDEX "chapter_captions_file_ref_idx" ON "chapter_captions" USING btree ("file_ref");