// The platform's saved settings (docs/product-rules.md): read by most features, so this feature
// imports no other one (auth and email read it; platform's routes use auth and email).
export { SettingsService, parseStored } from "./settings.service";
export { ensureSettingsRow, readSettingsRow, writeSettingsValues } from "./settings.repo";
