// Test helpers: render inside the real providers with an in-memory location and a fake server.
import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

type Reply = { status: number; body?: unknown };
export type FakeRoutes = Record<string, Reply | ((init: RequestInit) => Reply)>;

/** Stubs fetch with answers keyed "METHOD /path"; unknown calls answer 404. */
export function stubServer(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${(init.method ?? "GET").toUpperCase()} ${url}`;
    const route = routes[key];
    const reply = typeof route === "function" ? route(init) : (route ?? { status: 404, body: { message: "Not found" } });
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A route that fails the first time (500 unless told) and answers `reply` after: for Try again. */
export function failsOnce(reply: Reply, failure: Reply = { status: 500, body: { message: "Something went wrong" } }): () => Reply {
  let calls = 0;
  return () => (calls++ === 0 ? failure : reply);
}

export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} toaster={<Toaster />}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...result, location, queryClient };
}

/** jsdom lacks the pointer-capture and scrolling APIs Radix Select calls. */
export function polyfillPointerApis(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}
