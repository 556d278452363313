export { hasCourseAccess } from "./access";
export { registerContentRoutes, type ContentDeps } from "./content.routes";
// Drip, order and quizzes (docs/product-rules.md §12), for learning's progress and quiz attempts.
export { assertChapterOpen } from "./availability";
export { findChapter, type ChapterRow } from "./chapters.repo";
export { findQuizByChapter, listCourseQuizzes, type QuizRow } from "./quizzes.repo";
export { notifyUnlockedChapters } from "./unlock-notices.service";
// Video transcodes (docs/product-rules.md §10, docs/decisions/016), run by the platform jobs.
export { ffmpegStatus, runVideoTranscodes } from "./video-transcode.service";
export { transcodeEvents } from "./video-state";
export type { FfmpegPaths } from "../../lib/ffmpeg";
