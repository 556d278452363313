import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, renderHook } from "@testing-library/react";
import { resetReportedVisits, useReportAffiliateVisit } from "./report-visit";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetReportedVisits();
});

describe("useReportAffiliateVisit", () => {
  it("reports ?ref=CODE once per page, with the path", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ recorded: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const { rerender } = renderHook(() => useReportAffiliateVisit("?ref=GSM000002&x=1", "/course/4"));
    rerender();
    renderHook(() => useReportAffiliateVisit("?ref=GSM000002", "/course/4"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/affiliate/visits");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ code: "GSM000002", path: "/course/4" });
  });

  it("ignores pages without a code or with a malformed one", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderHook(() => useReportAffiliateVisit("", "/"));
    renderHook(() => useReportAffiliateVisit("?ref=<script>", "/"));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
