import { describe, expect, it } from "vitest";
import { initI18n } from "./index";
import { loadCatalog } from "./instance";
import { Translator } from "./translator";

// The app's own start-up (not the test set-up, which loads every catalog): what it loads, and when.
describe("catalogs the app loads", () => {
  it("starts with the shared words and the API error messages of the active locale only", async () => {
    const instance = new Translator("en", loadCatalog);
    await initI18n("es", instance);
    expect(instance.hasCatalog("es", "common")).toBe(true);
    // ApiError.serverMessage looks a code up synchronously: its catalog must be there already.
    expect(instance.exists("errors:code.COUPON_EXPIRED")).toBe(true);
    expect(instance.t("errors:code.NOT_FOUND")).not.toBe("code.NOT_FOUND");
    // No English, and no area's catalog before a screen of that area asks for it.
    expect(instance.hasCatalog("en", "common")).toBe(false);
    expect(instance.hasCatalog("en", "errors")).toBe(false);
    expect(instance.hasCatalog("es", "admin")).toBe(false);

    await instance.loadNamespaces("admin");
    expect(instance.hasCatalog("es", "admin")).toBe(true);
    expect(instance.hasCatalog("en", "admin")).toBe(false);
  });
});
