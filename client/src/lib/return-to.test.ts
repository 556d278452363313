import { describe, expect, it } from "vitest";
import { authHref, returnPathFromSearch, safeReturnPath } from "./return-to";

describe("return addresses after sign-in", () => {
  it("keeps a same-site path with its query", () => {
    expect(safeReturnPath("/checkout/3?type=subscription&affiliate=GSM000002")).toBe("/checkout/3?type=subscription&affiliate=GSM000002");
    expect(authHref("/course/4")).toBe("/auth?next=%2Fcourse%2F4");
    expect(returnPathFromSearch("?next=%2Fcheckout%2F3%3Ftype%3Done_time")).toBe("/checkout/3?type=one_time");
  });

  it("refuses other sites, protocol tricks and /auth itself", () => {
    for (const bad of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/auth?next=/x",
      "evil",
      "/\u0000x",
      "",
    ]) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
    expect(returnPathFromSearch("?next=https%3A%2F%2Fevil.example")).toBe("/");
    expect(authHref("//evil.example")).toBe("/auth");
  });
});
