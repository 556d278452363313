export { registerLearningRoutes, type LearningDeps } from "./learning.routes";
// For payments: the learner's enrollment as My Courses shows it (the enrollments feature writes it).
export { findEnrollment } from "./enrollments.repo";
export { findEnrollmentCard } from "./enrollments.repo";
export { presentEnrollment } from "./learning.presenter";
// For the start-up reference data: the demo partner products, once per database.
export { ensureDemoFinancialProducts } from "./financial-products.repo";
