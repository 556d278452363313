export { SettingsService, parseStored } from "./settings.service";
export { ensureSettingsRow, readSettingsRow, writeSettingsValues } from "./settings.repo";
export { registerPlatformRoutes } from "./platform.routes";
