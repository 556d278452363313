// The one fake API of the client tests: MSW 2 intercepts every fetch and XMLHttpRequest the screens send,
// so a screen talks to it exactly as it talks to the server (docs/decisions/041-typed-fake-api-msw.md).
// Routes are keyed "METHOD /path": a key with a query string matches only that query, a key without
// one matches the path with any query. The bodies of the routes in ApiBodies are typed with the
// shared schemas' types, so a schema change that a fixture no longer matches fails the typecheck.
import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { vi } from "vitest";
import type { ApiError as ApiErrorBody } from "@shared/schemas/common";
import type { AdminSettings } from "@shared/schemas/admin";
import type { PlatformInfo, PublicUser } from "@shared/schemas/auth";
import type { DataExport, DataExportState } from "@shared/schemas/data-export";
import type { Chapter, Course, CourseList, Guideline, Review, Section } from "@shared/schemas/courses";
import type { CourseProgress, Enrollment, LearnerStats, Note, OwnReviewResponse } from "@shared/schemas/learning";
import type { LearnerSettings } from "@shared/schemas/profile";
import type { RecoveryCodes, TotpSetup } from "@shared/schemas/two-factor";

const NOT_FOUND: Reply = { status: 404, body: { message: "Not found" } };

/**
 * The MSW server every client test file shares; started, and reset after each test, by
 * client/src/test/setup.ts. With no fakeApi routes, the app's server answers every request 404.
 */
export const mswServer = setupServer(
  http.all("*", ({ request }) =>
    isTheApp(new URL(request.url)) ? HttpResponse.json(NOT_FOUND.body as JsonBodyType, { status: 404 }) : undefined,
  ),
);

/** An answer: a 2xx carries the route's type, a refusal the API's error body `{ message, code?, errors? }`. */
export type Reply<T = unknown> = {
  status: number;
  body?: T | (ApiErrorBody & { code?: string });
  /** A body that is not JSON (a WebVTT file), sent as is; give its Content-Type in `headers`. */
  text?: string;
  headers?: Record<string, string>;
};

/** What a route's handler is given: the request as the server would see it. */
export type FakeRequest = {
  method: string;
  url: URL;
  /** The request's text body ("" when none), as `init.body` was for a fetch stub. */
  body: string;
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: unknown;
  headers: Headers;
  /** The request itself, unread: `await request.formData()` for an upload. */
  request: Request;
};

export type Route<T = unknown> = Reply<T> | ((request: FakeRequest) => Reply<T> | Promise<Reply<T>>);

/** The answers whose shape the shared schemas define, by route. */
type TypedRoutes = {
  "GET /api/user": Route<PublicUser | null>;
  "GET /api/platform": Route<PlatformInfo>;
  "GET /api/user/settings": Route<LearnerSettings>;
  "GET /api/admin/settings": Route<AdminSettings>;
  "GET /api/courses": Route<CourseList>;
  "GET /api/personal/enrollments": Route<Enrollment[]>;
  "GET /api/personal/stats": Route<LearnerStats>;
  "GET /api/user/export": Route<DataExportState>;
  "POST /api/user/export": Route<DataExport>;
  "POST /api/login/2fa": Route<PublicUser>;
  "POST /api/user/2fa/totp/setup": Route<TotpSetup>;
  "POST /api/user/2fa/totp/enable": Route<RecoveryCodes>;
};
type PatternRoutes = {
  [key: `GET /api/courses/${number}`]: Route<Course>;
  [key: `GET /api/courses/${number}/chapters`]: Route<Chapter[]>;
  [key: `GET /api/courses/${number}/sections`]: Route<Section[]>;
  [key: `GET /api/courses/${number}/guidelines`]: Route<Guideline[]>;
  [key: `GET /api/courses/${number}/reviews`]: Route<Review[]>;
  [key: `GET /api/personal/courses/${number}/progress`]: Route<CourseProgress>;
  [key: `GET /api/personal/courses/${number}/notes`]: Route<Note[]>;
  [key: `GET /api/personal/courses/${number}/review`]: Route<OwnReviewResponse>;
};

/** Answers keyed "METHOD /path"; an unknown call answers 404 { message: "Not found" }. */
export type FakeRoutes = Partial<TypedRoutes> & PatternRoutes & { [key: string]: Route | undefined };

/** One request the fake API answered: [path with query, { method, body }], like a fetch call's arguments. */
export type FakeCall = [path: string, init: { method: string; body: string }];

/**
 * Answers the screen's requests with `routes` for the rest of the test, and returns a mock that records
 * every request (its calls are `[path, { method, body }]`), to assert what the screen sent.
 */
export function fakeApi(routes: FakeRoutes) {
  const requests = vi.fn<(...call: FakeCall) => void>();
  mswServer.use(
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      if (!isTheApp(url)) return undefined;
      const method = request.method.toUpperCase();
      const body = await request.clone().text();
      requests(url.pathname + url.search, { method, body });
      const route = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
      const reply =
        typeof route === "function"
          ? await route({ method, url, body, json: parseJson(body), headers: request.headers, request })
          : (route ?? NOT_FOUND);
      if (reply.text !== undefined) return new HttpResponse(reply.text, { status: reply.status, headers: reply.headers });
      return reply.body === undefined
        ? new HttpResponse(null, { status: reply.status, headers: reply.headers })
        : HttpResponse.json(reply.body as JsonBodyType, { status: reply.status, headers: reply.headers });
    }),
  );
  return requests;
}

/** The requests a fakeApi mock recorded for one method and path (with its query, if any). */
export function callsTo(requests: ReturnType<typeof fakeApi>, method: string, path: string): FakeCall[] {
  return requests.mock.calls.filter(([url, init]) => url === path && init.method === method);
}

/** The GET /api/courses URLs a fakeApi mock recorded, with their queries. */
export function courseListCalls(requests: ReturnType<typeof fakeApi>): URL[] {
  return requests.mock.calls.map(([path]) => new URL(path, window.location.origin)).filter((url) => url.pathname === "/api/courses");
}

/** A route that fails the first time (500 unless told) and answers `reply` after: for Try again. */
export function failsOnce<T>(
  reply: Reply<T>,
  failure: Reply<never> = { status: 500, body: { message: "Something went wrong" } },
): () => Reply<T> {
  let calls = 0;
  return () => (calls++ === 0 ? failure : reply);
}

/** A request to the app's own server (the page's origin); others (a CDN, Stripe) pass through. */
function isTheApp(url: URL): boolean {
  return url.origin === window.location.origin;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
