import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { renderWithProviders } from "@/test/render";
import { LanguageSwitcher } from "./language-switcher";
import { i18n, LOCALE_COOKIE } from "./index";

afterEach(() => resetLocale());

describe("language switcher", () => {
  it("switches the page's language at once, sets <html lang> and remembers the choice", async () => {
    renderWithProviders(<LanguageSwitcher />);
    await userEvent.selectOptions(screen.getByLabelText("Language"), "Français");
    expect(i18n.language).toBe("fr");
    expect(document.documentElement.lang).toBe("fr");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=fr`);
    expect(await screen.findByLabelText("Langue")).toBeInTheDocument();
  });

  it.each(["es", "fr", "de", "zh"])("has every key in %s", async (locale) => {
    await strictLocale(locale);
    renderWithProviders(<LanguageSwitcher />);
    expect(missingKeys()).toEqual([]);
  });

  it("reports a key the catalog lacks", async () => {
    await strictLocale("de");
    i18n.t("common:no.such.key");
    expect(missingKeys()).toEqual(["de/common:no.such.key"]);
  });
});
