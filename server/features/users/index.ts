export * from "./users.repo";
export { presentUser } from "./users.presenter";
