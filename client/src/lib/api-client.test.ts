import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { ApiError, apiRequest, getQueryFn, isUnauthorizedError } from "./api-client";

function mockFetch(response: Response) {
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function queryContext(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext<readonly unknown[]>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies, the X-Requested-With header and a JSON body with a JSON content type", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 200 }));

    await apiRequest("POST", "/api/login", { username: "ada", password: "secret1" });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({
      "X-Requested-With": "XMLHttpRequest",
      "Content-Type": "application/json",
    });
    expect(init.body).toBe(JSON.stringify({ username: "ada", password: "secret1" }));
  });

  it("sends no content type and no body when there is no payload", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));

    await apiRequest("DELETE", "/api/personal/notes/3");

    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ "X-Requested-With": "XMLHttpRequest" });
  });

  it("throws '<status>: <body text>' with the status and parsed body on a non-OK answer", async () => {
    const body = JSON.stringify({ message: "Username already taken", errors: { username: "Username already taken" } });
    mockFetch(new Response(body, { status: 409, statusText: "Conflict" }));

    const error = await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${body}`);
    expect(apiError.status).toBe(409);
    expect(apiError.body).toEqual({ message: "Username already taken", errors: { username: "Username already taken" } });
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));

    await expect(apiRequest("GET", "/api/courses")).rejects.toThrow("500: Internal Server Error");
  });

  it("keeps a non-JSON body as text and leaves the parsed body empty", async () => {
    mockFetch(new Response("upstream down", { status: 502, statusText: "Bad Gateway" }));

    const error = (await apiRequest("GET", "/api/courses").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("502: upstream down");
    expect(error.body).toBeNull();
  });

  it("lets a network failure through unchanged", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));

    await expect(apiRequest("GET", "/api/user")).rejects.toBeInstanceOf(TypeError);
  });
});

describe("getQueryFn", () => {
  it("returns null on 401 when asked to", async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ message: "Not signed in" }), { status: 401 }));

    const result = await getQueryFn({ on401: "returnNull", url: "/api/user" })(queryContext(["user"]));

    expect(result).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/user");
    expect(init.credentials).toBe("include");
  });

  it("throws a 401 error otherwise, recognisable as unauthorized", async () => {
    mockFetch(new Response(JSON.stringify({ message: "Not signed in" }), { status: 401, statusText: "Unauthorized" }));

    const error = await Promise.resolve(getQueryFn({ on401: "throw" })(queryContext(["/api/admin/users"]))).catch((e: unknown) => e);

    expect(isUnauthorizedError(error)).toBe(true);
  });

  it("recognises a 401 by its status, not by text that looks like one", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized", ""))).toBe(true);
    expect(isUnauthorizedError(new Error("401: Not signed in"))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, "Forbidden", "401: quoted from somewhere else"))).toBe(false);
  });

  it("builds the URL from the query key when none is given", async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ id: 5 }), { status: 200 }));

    const result = await getQueryFn({ on401: "throw" })(queryContext(["/api/courses", 5]));

    expect(fetchMock.mock.calls[0][0]).toBe("/api/courses/5");
    expect(result).toEqual({ id: 5 });
  });
});
