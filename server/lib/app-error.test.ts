import { describe, expect, it } from "vitest";
import { AppError, badRequest, defaultCode } from "./app-error";

describe("AppError codes", () => {
  it("defaults the code from the status, and keeps a code given", () => {
    expect(new AppError(404, "Not found").code).toBe("NOT_FOUND");
    expect(new AppError(418, "No").code).toBe("ERROR");
    expect(defaultCode(502)).toBe("INTERNAL");
    expect(badRequest("Owned", undefined, "ALREADY_OWNED").code).toBe("ALREADY_OWNED");
  });

  it("accepts only the codes of shared/error-codes.ts (a misspelt code fails the typecheck)", () => {
    // @ts-expect-error "ALREADY_OWND" is not an ErrorCode
    const misspelt = badRequest("Owned", undefined, "ALREADY_OWND");
    expect(misspelt.code).toBe("ALREADY_OWND");
  });
});
