export { SettingsService, parseStored } from "./settings.service";
export { ensureSettingsRow, readSettingsRow, writeSettingsValues } from "./settings.repo";
export { registerPlatformRoutes } from "./platform.routes";
export { Readiness, type ReadinessReport, type NotReadyReason } from "./readiness";
export { answerHealthWhileStarting, registerHealthRoutes } from "./health.routes";
