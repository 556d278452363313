export { recordAudit, changedFields } from "./record-audit";
export { hasSignedInBefore, hasSignedInFromDevice } from "./audit.repo";
export { purgeExpiredAuditEntries } from "./audit.service";
export { registerAuditRoutes } from "./audit.routes";
