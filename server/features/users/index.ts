export * from "./users.repo";
export { presentUser } from "./users.presenter";
export { ActivityRecorder } from "./record-activity";
