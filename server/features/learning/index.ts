export { registerLearningRoutes } from "./learning.routes";
// For payments: fulfilment enrols inside its own transaction (one row per learner and course).
export { findEnrollment, insertEnrollmentIfAbsent, type EnrollmentRow } from "./enrollments.repo";
export { findEnrollmentCard } from "./enrollments.repo";
export { presentEnrollment } from "./learning.presenter";
