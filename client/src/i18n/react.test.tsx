// useTranslation and Trans (decision 026): a screen waits for its catalog, follows the language,
// and draws a message's tagged parts with the elements it gives.
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Catalog } from "./translator";

const arrivals = vi.hoisted(() => new Map<string, (catalog: Catalog) => void>());

// A translator of its own, whose catalogs arrive when the test says (the app's loads chunks).
vi.mock("./instance", async () => {
  const { Translator } = await import("./translator");
  const loader = (locale: string, namespace: string) => new Promise<Catalog>((resolve) => arrivals.set(`${locale}/${namespace}`, resolve));
  return { i18n: new Translator("en", loader) };
});

const { i18n } = await import("./instance");
const { Trans, useTranslation } = await import("./react");

function Title() {
  const { t } = useTranslation("catalog");
  return <h1>{t("title")}</h1>;
}

function FormLabel() {
  const { t, ready } = useTranslation("validation", { useSuspense: false });
  return <p>{ready ? t("required") : "…"}</p>;
}

function Applied() {
  const { t } = useTranslation("checkout");
  return (
    <p data-testid="applied">
      <Trans t={t} i18nKey="applied" values={{ code: "SAVE10" }} components={{ code: <strong />, icon: <span>★</span> }} />
    </p>
  );
}

async function arrive(key: string, catalog: Catalog) {
  await act(async () => arrivals.get(key)!(catalog));
}

describe("useTranslation", () => {
  it("suspends until the screen's catalog arrives, then follows a language change without suspending again", async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    await arrive("en/catalog", { title: "Courses" });
    expect(screen.getByRole("heading")).toHaveTextContent("Courses");

    let switching!: Promise<void>;
    act(() => {
      switching = i18n.changeLanguage("fr");
    });
    expect(screen.getByRole("heading")).toHaveTextContent("Courses"); // until French arrives
    await arrive("fr/catalog", { title: "Cours" });
    await act(() => switching);
    expect(screen.getByRole("heading")).toHaveTextContent("Cours");
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage("en"));
  });

  it("without Suspense, renders at once with ready false and loads the catalog", async () => {
    render(<FormLabel />);
    expect(screen.getByText("…")).toBeInTheDocument();
    await arrive("en/validation", { required: "Required" });
    expect(screen.getByText("Required")).toBeInTheDocument();
  });
});

describe("Trans", () => {
  it("puts each tagged part in its element and keeps a self-closing element's own content", async () => {
    render(
      <Suspense fallback={null}>
        <Applied />
      </Suspense>,
    );
    await arrive("en/checkout", {
      applied: [
        { type: 0, value: "<icon/> Code <code>" },
        { type: 1, value: "code" },
        { type: 0, value: "</code> applied <b>not a component</b>" },
      ],
    });
    const applied = screen.getByTestId("applied");
    expect(applied).toHaveTextContent("★ Code SAVE10 applied <b>not a component</b>");
    expect(applied.querySelector("strong")).toHaveTextContent(/^SAVE10$/);
    expect(applied.querySelector("b")).toBeNull();
  });
});
