import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { chapters } from "./courses";

/**
 * A chapter's caption track in one language (docs/decisions/017-captions-and-player.md, docs/product-rules.md §10): the WebVTT file
 * lives in the upload storage under `fileRef` ("/uploads/captions/<random>.vtt"); uploading the
 * same language again replaces it. The rows go with their chapter (and course); the service
 * removes the files after the commit.
 */
export const chapterCaptions = pgTable(
  "chapter_captions",
  {
    id: serial("id").primaryKey(),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    /** Canonical BCP 47 tag: "en", "pt-BR", "zh-Hans". */
    language: varchar("language", { length: 16 }).notNull(),
    fileRef: text("file_ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chapter_captions_chapter_language_key").on(t.chapterId, t.language),
    index("chapter_captions_file_ref_idx").on(t.fileRef),
  ],
);
