import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { renderWithProviders } from "@/test/render";
import indexHtml from "../../index.html?raw";
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

  it("puts the page's meta description in the chosen language; index.html keeps the English one for crawlers", async () => {
    const staticDescription = /<meta name="description" content="([^"]+)"/.exec(indexHtml)?.[1];
    expect(staticDescription).toMatch(/^GSM Academy: /);
    const meta = document.createElement("meta");
    meta.name = "description";
    meta.content = staticDescription!;
    document.head.append(meta);
    try {
      const { container } = renderWithProviders(<LanguageSwitcher />);
      const select = within(container).getByRole("combobox");
      await userEvent.selectOptions(select, "Deutsch");
      expect(meta.content).toBe("GSM Academy: Videokurse von Experten, Zertifikate und ein Partnerprogramm.");
      await userEvent.selectOptions(select, "中文");
      expect(meta.content).toBe("GSM Academy：由专家授课的视频课程、结业证书和推广联盟计划。");
      await userEvent.selectOptions(select, "English");
      expect(meta.content).toBe(staticDescription);
    } finally {
      meta.remove();
    }
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
