import { describe, expect, it } from "vitest";
import { checkoutHref, readCheckoutParams } from "./checkout-params";

describe("readCheckoutParams", () => {
  it("reads /checkout/{id}?type=subscription&affiliate=", () => {
    expect(readCheckoutParams("7", "type=subscription&affiliate=GSM000002")).toEqual({
      courseId: 7,
      paymentType: "subscription",
      affiliateCode: "GSM000002",
    });
  });

  it("reads /checkout?courseId=&type=one-time|monthly and normalises the type", () => {
    expect(readCheckoutParams(undefined, "courseId=3&type=one-time").paymentType).toBe("one_time");
    expect(readCheckoutParams(undefined, "courseId=3&type=monthly")).toMatchObject({ courseId: 3, paymentType: "subscription" });
  });

  it("has no course for a missing, non-numeric or zero id", () => {
    expect(readCheckoutParams(undefined, "").courseId).toBeNull();
    expect(readCheckoutParams("abc", "").courseId).toBeNull();
    expect(readCheckoutParams("0", "").courseId).toBeNull();
    expect(readCheckoutParams("1.5", "").courseId).toBeNull();
  });

  it("ignores a mangled affiliate code instead of sending it", () => {
    expect(readCheckoutParams("7", "affiliate=GSM%3Cscript%3E").affiliateCode).toBeNull();
    expect(readCheckoutParams("7", `affiliate=${"A".repeat(40)}`).affiliateCode).toBeNull();
    expect(readCheckoutParams("7", "affiliate=%20GSM000002%20").affiliateCode).toBe("GSM000002");
    expect(readCheckoutParams("7", "affiliate=").affiliateCode).toBeNull();
  });

  it("keeps the affiliate code when the payment type changes", () => {
    expect(checkoutHref({ courseId: 3, paymentType: "one_time", affiliateCode: "GSM000002" })).toBe(
      "/checkout/3?type=one_time&affiliate=GSM000002",
    );
  });
});
