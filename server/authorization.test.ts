import express, { type Router } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "@shared/constants";
import { assertRoutesWrapped } from "./lib/api-paths";
import { AUTHORIZATION_TABLE } from "./test/authorization-table";
import { createTestContext, makeUser, signIn, type TestContext } from "./test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;

/** The routes the server really has, read from its API router. */
function serverRoutes(router: Router): string[] {
  const out: string[] = [];
  for (const layer of router.stack as unknown as { route?: { path: string; methods: Record<string, boolean> } }[]) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on && method !== "_all") out.push(`${method.toUpperCase()} ${layer.route.path}`);
    }
  }
  return out.sort();
}

const fill = (path: string) => path.replace(/:[A-Za-z]+/g, "1");
const send = (agent: Agent | ReturnType<typeof request>, method: string, path: string, body?: object) => {
  const verb = method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const req = (agent as Agent)[verb](fill(path));
  if (body) return req.send(body);
  return method === "GET" || method === "DELETE" ? req : req.send({});
};

describe("every route behind the API middleware", () => {
  it("the live router has no route outside /api/ and the study-material mount", () => {
    expect(() => assertRoutesWrapped(ctx.built.apiRouter)).not.toThrow();
    expect(serverRoutes(ctx.built.apiRouter).every((r) => /^[A-Z]+ \/(api|uploads\/documents)\//.test(r))).toBe(true);
  });

  it("a route outside them stops the app from starting", () => {
    const router = express.Router();
    router.get("/api/fine", (_req, res) => res.end());
    router.get("/stray", (_req, res) => res.end());
    expect(() => assertRoutesWrapped(router)).toThrow(/\/stray is outside/);
  });
});

let ctx: TestContext;
const agents = {} as Record<Role, Agent>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) agents[role] = await signIn(ctx, await makeUser(ctx, { role }));
});
afterAll(async () => {
  await ctx.close();
});

describe("authorization table", () => {
  it("lists every route the server has, and only those", () => {
    const listed = AUTHORIZATION_TABLE.map((r) => `${r.method} ${r.path}`).sort();
    expect(serverRoutes(ctx.built.apiRouter)).toEqual(listed);
  });

  const guarded = AUTHORIZATION_TABLE.filter((r) => r.access !== "public");
  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))("%s answers 401 to anonymous callers", async (_n, rule) => {
    const res = await send(request(ctx.built.app), rule.method, rule.path);
    expect(res.status).toBe(401);
  });

  const roleLimited = AUTHORIZATION_TABLE.flatMap((r) =>
    Array.isArray(r.access)
      ? ROLES.filter((role) => !r.access.includes(role)).map((role) => [`${r.method} ${r.path} as ${role}`, r, role] as const)
      : [],
  );
  if (roleLimited.length) {
    it.each(roleLimited)("%s answers 403", async (_n, rule, role) => {
      const res = await send(agents[role], rule.method, rule.path);
      expect(res.status).toBe(403);
    });
  }

  const allowedCalls = AUTHORIZATION_TABLE.flatMap((r) =>
    r.access === "public"
      ? []
      : (r.access === "auth" ? ROLES : r.access).map((role) => [`${r.method} ${r.path} as ${role}`, r, role] as const),
  );
  it.each(allowedCalls)("%s passes the guard", async (_n, rule, role) => {
    // A fresh session each time: some allowed calls (logout, account deletion) end the session.
    const user = await makeUser(ctx, { role });
    const agent = await signIn(ctx, user);
    // A call confirmed by the current password (account deletion) gets it, so only the guard is tested.
    const res = await send(agent, rule.method, rule.path, rule.confirmsPassword ? { password: user.password } : undefined);
    expect([401, 403]).not.toContain(res.status);
  });
});
