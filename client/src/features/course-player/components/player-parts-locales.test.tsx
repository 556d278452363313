// The player's parts in every locale (docs/decisions/019-languages.md): the transcript panel, the speed and CC menus and
// the shortcuts help render with no missing key and in the reader's language.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { renderWithProviders } from "@/test/render";
import { CaptionsMenu } from "./captions-menu";
import { ShortcutsHelp } from "./shortcuts-help";
import { SpeedMenu } from "./speed-menu";
import { createTimeSource, TranscriptPanel } from "./transcript-panel";
import { fakeApi } from "@/test/fake-api";

const URL_EN = "/api/chapters/7/captions/en.vtt";
const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
Welcome to budgeting.

00:00:04.000 --> 00:00:08.000
A budget is a plan for your money.
`;

const CAPTIONS = [
  { language: "en", url: URL_EN },
  { language: "fr", url: "/api/chapters/7/captions/fr.vtt" },
];

/** A word of each part, as each locale says it. */
const WORDS = {
  es: {
    transcript: "Transcripción",
    search: "Buscar en la transcripción",
    matches: "1 línea coincide",
    speed: "Velocidad de reproducción: 1,5×",
    speedTitle: "Velocidad",
    captions: "Subtítulos: desactivados",
    off: "Desactivados",
    shortcuts: "Atajos de teclado",
    action: "Reproducir o pausar",
    back: "Retroceder 10 segundos",
  },
  fr: {
    transcript: "Transcription",
    search: "Rechercher dans la transcription",
    matches: "1 ligne correspond",
    speed: "Vitesse de lecture : 1,5×",
    speedTitle: "Vitesse",
    captions: "Sous-titres : désactivés",
    off: "Désactivés",
    shortcuts: "Raccourcis clavier",
    action: "Lecture ou pause",
    back: "Reculer de 10 secondes",
  },
  de: {
    transcript: "Transkript",
    search: "Transkript durchsuchen",
    matches: "1 Zeile passt",
    speed: "Wiedergabegeschwindigkeit: 1,5×",
    speedTitle: "Geschwindigkeit",
    captions: "Untertitel: aus",
    off: "Aus",
    shortcuts: "Tastenkürzel",
    action: "Wiedergabe oder Pause",
    back: "10 Sekunden zurück",
  },
  zh: {
    transcript: "文字稿",
    search: "搜索文字稿",
    matches: "1 行匹配",
    speed: "播放速度：1.5×",
    speedTitle: "速度",
    captions: "字幕：关闭",
    off: "关闭",
    shortcuts: "键盘快捷键",
    action: "播放或暂停",
    back: "后退 10 秒",
  },
} as const;

const VTT_REPLY = { status: 200, text: VTT, headers: { "Content-Type": "text/vtt" } };

beforeEach(() => {
  fakeApi({ [`GET ${URL_EN}`]: VTT_REPLY });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetLocale();
});

describe.each(Object.keys(WORDS) as (keyof typeof WORDS)[])("player parts in %s", (locale) => {
  const words = WORDS[locale];

  it("renders the transcript panel with no missing key", async () => {
    await strictLocale(locale);
    renderWithProviders(<TranscriptPanel url={URL_EN} languageName="English" time={createTimeSource()} onSeek={() => {}} />);
    expect(await screen.findByText("Welcome to budgeting.")).toBeInTheDocument();
    expect(screen.getByText(words.transcript)).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: words.search }), "welcome");
    expect(await screen.findByText(words.matches)).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });

  it("renders the speed and captions menus with no missing key", async () => {
    await strictLocale(locale);
    renderWithProviders(
      <>
        <SpeedMenu rate={1.5} onChange={() => {}} />
        <CaptionsMenu captions={CAPTIONS} language={null} onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole("button", { name: words.speed })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: words.speed }));
    expect(await screen.findByText(words.speedTitle)).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: words.captions }));
    expect(await screen.findByRole("menuitemradio", { name: words.off })).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });

  it("renders the shortcuts help with no missing key", async () => {
    await strictLocale(locale);
    renderWithProviders(<ShortcutsHelp open onOpenChange={() => {}} />);
    expect(screen.getByRole("dialog", { name: words.shortcuts })).toBeInTheDocument();
    expect(screen.getByText(words.action)).toBeInTheDocument();
    expect(screen.getByText(words.back)).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });
});
