export { registerLearningRoutes } from "./learning.routes";
// For payments: the learner's enrolment as My Courses shows it (the enrollments feature writes it).
export { findEnrollment, type EnrollmentRow } from "./enrollments.repo";
export { findEnrollmentCard } from "./enrollments.repo";
export { presentEnrollment } from "./learning.presenter";
