export { isCurrentPassword } from "./auth.service";
export { SESSION_COOKIE } from "./auth.routes";
