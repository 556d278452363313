// The enrollments table's one owner (docs/architecture.md, "Who writes each table"). It imports no
// other feature, so courses, content, learning and payments all write enrollments through it, each
// passing its own transaction.
export { activeAccess, activeEnrollmentExists, type EnrollmentRow } from "./access.repo";
// Free enrollment (learning), purchases, renewals, refunds and cancellations (payments), course deletion (courses).
export {
  deleteRefundedEnrollments,
  extendSubscriptionAccess,
  grantLifetimeAccess,
  insertEnrollmentIfAbsent,
  lockLiveSubscription,
  markSubscriptionCancelled,
  restoreLifetimeAccess,
  revokeAccess,
  startTrialAccess,
} from "./access.repo";
// A learner's progress (learning), and chapters or quizzes added and deleted (content).
export {
  addCompletedChapter,
  forgetChapterInEnrollments,
  recomputeCourseProgress,
  removeCompletedChapter,
  savePosition,
  uncompleteChapterForUnfinished,
} from "./progress.repo";
