// Test helpers: render inside the real providers with an in-memory location (the fake server: fake-api.ts).
import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

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
