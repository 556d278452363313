// The only place that talks to the server (docs/spec.md §7, §8). Every call sends the session cookie and
// the X-Requested-With header the server's CSRF check expects (docs/product-rules.md §2).
import type { QueryFunction } from "@tanstack/react-query";
import type { ApiError as ApiErrorBody } from "@shared/schemas/common";
import { activeLocale, i18n } from "@/i18n";

export type { ApiErrorBody };
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-OK answer. `message` keeps the docs/spec.md §8 shape "401: {body text}"; `status` and the parsed
 * `{ message, errors? }` body let forms show the server's message and map `errors` to fields.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  /** The stable code of the refusal (`QUIZ_CHANGED`), to branch on instead of the message. */
  readonly code: string | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = parseErrorBody(bodyText);
    this.code = parseErrorCode(bodyText);
  }

  /**
   * The message for people: in English the server's own (it is the most specific); in another
   * language the translation of a known code (errors:code.<CODE>), else the server's English.
   */
  serverMessage(fallback: string): string {
    const key = `errors:code.${this.code}`;
    if (this.code && activeLocale() !== "en" && i18n.exists(key)) return i18n.t(key);
    return this.body?.message || fallback;
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && typeof (parsed as { message?: unknown }).message === "string") {
      const { message, errors, details } = parsed as { message: string; errors?: unknown; details?: unknown };
      const facts =
        details && typeof details === "object" && !Array.isArray(details) ? { details: details as Record<string, unknown> } : {};
      const fieldErrors =
        errors && typeof errors === "object" && !Array.isArray(errors)
          ? Object.fromEntries(
              Object.entries(errors as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
            )
          : undefined;
      return fieldErrors ? { message, errors: fieldErrors, ...facts } : { message, ...facts };
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the message still carries the text.
  }
  return null;
}

function parseErrorCode(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    const code = parsed && typeof parsed === "object" ? (parsed as { code?: unknown }).code : undefined;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server says the thing asked for does not exist (404, or 400 for an id that cannot exist). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** fetch rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** docs/spec.md §4: the server answered 401 (not signed in, or the session ended). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, res.statusText, text);
}

/** keepalive: the request outlives the page (a save sent while the page is being closed). */
export interface SendOptions {
  keepalive?: boolean;
}

function send(method: HttpMethod, url: string, body?: unknown, options: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest" };
  const init: RequestInit = { method, headers, credentials: "include", ...(options.keepalive ? { keepalive: true } : {}) };
  if (body !== undefined) {
    if (body instanceof FormData) {
      // Uploads are multipart; the browser sets the boundary in Content-Type itself.
      init.body = body;
    } else {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
  }
  return fetch(url, init);
}

/** Sends a request and returns the raw OK response; throws ApiError for any non-OK status. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, options?: SendOptions): Promise<Response> {
  const res = await send(method, url, body, options);
  await throwIfNotOk(res);
  return res;
}

/** Like apiRequest, then reads the JSON body (undefined for an empty 204 answer). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown, options?: SendOptions): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * A react-query queryFn. The URL is `url` when given, else the query key joined with "/"
 * (keys such as ["/api/courses", 5]).
 */
export function getQueryFn<T>(options: { on401: "returnNull"; url?: string }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw"; url?: string }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior; url?: string }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = options.url ?? queryKey.join("/");
    const res = await fetch(url, {
      credentials: "include",
      headers: { "X-Requested-With": "XMLHttpRequest" },
      signal,
    });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
