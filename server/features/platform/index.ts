export { registerPlatformRoutes, type PlatformDeps } from "./platform.routes";
export { Readiness } from "./readiness";
export { answerHealthWhileStarting, registerHealthRoutes } from "./health.routes";
