import type { Role } from "@shared/constants";

/**
 * Every API route and who may call it. "public": anyone; "auth": any signed-in user; a list of
 * roles: only those. server/authorization.test.ts fails when the server has a route missing here.
 * Params in paths are filled with 1 for the guard checks (guards run before lookups).
 */
export type Access = "public" | "auth" | Role[];
export interface RouteRule {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: Access;
}

export const AUTHORIZATION_TABLE: RouteRule[] = [
  // platform
  { method: "GET", path: "/api/health", access: "public" },
  { method: "GET", path: "/api/platform", access: "public" },
  // auth
  { method: "POST", path: "/api/register", access: "public" },
  { method: "POST", path: "/api/login", access: "public" },
  { method: "GET", path: "/api/login", access: "public" },
  { method: "GET", path: "/api/logout", access: "public" },
  { method: "POST", path: "/api/logout", access: "auth" },
  { method: "GET", path: "/api/user", access: "auth" },
];
