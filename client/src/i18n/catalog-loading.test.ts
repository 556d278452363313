import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { initI18n } from "./index";

// The app's own start-up (not the test set-up, which loads every catalog): what it loads, and when.
describe("catalogs the app loads", () => {
  it("starts with the shared words and the API error messages of the active locale only (issue 18 items 5, 7)", async () => {
    const instance = i18next.createInstance();
    await initI18n("es", instance);
    expect(instance.hasResourceBundle("es", "common")).toBe(true);
    // ApiError.serverMessage looks a code up synchronously: its catalog must be there already.
    expect(instance.exists("errors:code.COUPON_EXPIRED")).toBe(true);
    expect(instance.t("errors:code.NOT_FOUND")).not.toBe("code.NOT_FOUND");
    // No English, and no area's catalog before a screen of that area asks for it.
    expect(instance.hasResourceBundle("en", "common")).toBe(false);
    expect(instance.hasResourceBundle("en", "errors")).toBe(false);
    expect(instance.hasResourceBundle("es", "admin")).toBe(false);

    await instance.loadNamespaces("admin");
    expect(instance.hasResourceBundle("es", "admin")).toBe(true);
    expect(instance.hasResourceBundle("en", "admin")).toBe(false);
  });
});
