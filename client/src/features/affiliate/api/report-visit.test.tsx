import { afterEach, describe, expect, it } from "vitest";
import { cleanup, renderHook } from "@testing-library/react";
import { callsTo, fakeApi } from "@/test/fake-api";
import { resetReportedVisits, useReportAffiliateVisit } from "./report-visit";

afterEach(() => {
  cleanup();
  resetReportedVisits();
});

/** A request sent now reaches the fake server after any the hooks have sent. */
const flush = () => fetch("/api/test-flush");

describe("useReportAffiliateVisit", () => {
  it("reports ?ref=CODE once per page, with the path", async () => {
    const requests = fakeApi({ "POST /api/affiliate/visits": { status: 200, body: { recorded: true } } });
    const { rerender } = renderHook(() => useReportAffiliateVisit("?ref=GSM000002&x=1", "/course/4"));
    rerender();
    renderHook(() => useReportAffiliateVisit("?ref=GSM000002", "/course/4"));
    await flush();
    const visits = callsTo(requests, "POST", "/api/affiliate/visits");
    expect(visits).toHaveLength(1);
    expect(JSON.parse(visits[0]![1].body)).toEqual({ code: "GSM000002", path: "/course/4" });
  });

  it("ignores pages without a code or with a malformed one", async () => {
    const requests = fakeApi({});
    renderHook(() => useReportAffiliateVisit("", "/"));
    renderHook(() => useReportAffiliateVisit("?ref=<script>", "/"));
    await flush();
    expect(requests.mock.calls.map(([path]) => path)).toEqual(["/api/test-flush"]);
  });
});
