export * from "./users.repo";
export { presentUser } from "./users.presenter";
export { ActivityRecorder } from "./record-activity";
// For admin, affiliate and profile: their screens' changes to a user row (users owns the table).
export * from "./account-changes.repo";
// Signing an account out everywhere: the session store's (it owns the sessions table).
export { endSession, endSessions, listUserSessions, publicSessionId } from "../../db/session-store";
