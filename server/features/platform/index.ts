export { registerPlatformRoutes, type PlatformDeps } from "./platform.routes";
export { Readiness, type ReadinessReport, type NotReadyReason } from "./readiness";
export { answerHealthWhileStarting, registerHealthRoutes } from "./health.routes";
