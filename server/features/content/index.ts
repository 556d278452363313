export { canWatchChapter, hasCourseAccess } from "./access";
export { recomputeCourseProgress } from "./chapters.repo";
export { registerContentRoutes } from "./content.routes";
