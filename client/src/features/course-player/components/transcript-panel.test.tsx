import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/render";
import { createTimeSource, TranscriptPanel } from "./transcript-panel";
import { fakeApi, failsOnce } from "@/test/fake-api";

const URL_EN = "/api/chapters/7/captions/en.vtt";
const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
Welcome to budgeting.

00:00:04.000 --> 00:00:08.000
A budget is a plan for your money.

00:00:08.000 --> 00:00:12.000
Track every expense for a month.
`;

const VTT_REPLY = { status: 200, text: VTT, headers: { "Content-Type": "text/vtt" } };

beforeEach(() => {
  fakeApi({ [`GET ${URL_EN}`]: VTT_REPLY });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const time = createTimeSource();
  const onSeek = vi.fn();
  renderWithProviders(<TranscriptPanel url={URL_EN} languageName="English" time={time} onSeek={onSeek} />);
  return { time, onSeek };
}

describe("TranscriptPanel", () => {
  it("lists the captions as buttons and marks the line being spoken with aria-current", async () => {
    const { time } = renderPanel();
    const list = await screen.findByRole("list", { name: /transcript/i });
    const lines = within(list).getAllByRole("button");
    expect(lines.map((line) => line.textContent)).toEqual([
      "0:01Welcome to budgeting.",
      "0:04A budget is a plan for your money.",
      "0:08Track every expense for a month.",
    ]);
    expect(list.querySelector("[aria-current]")).toBeNull();

    act(() => time.set(5.2));
    expect(screen.getByRole("button", { name: /A budget is a plan/ })).toHaveAttribute("aria-current", "true");
    act(() => time.set(9));
    expect(screen.getByRole("button", { name: /Track every expense/ })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: /A budget is a plan/ })).not.toHaveAttribute("aria-current");
  });

  it("seeks to a line's start when it is clicked", async () => {
    const { onSeek } = renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: /Track every expense/ }));
    expect(onSeek).toHaveBeenCalledWith(8);
  });

  it("filters the lines by the search and marks the matches", async () => {
    renderPanel();
    await screen.findByRole("button", { name: /Welcome/ });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the transcript" }), "BUDGET");
    const list = screen.getByRole("list", { name: /transcript/i });
    const lines = within(list).getAllByRole("button");
    expect(lines).toHaveLength(2);
    expect([...list.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["budget", "budget"]);
    expect(screen.getByTestId("text-transcript-matches")).toHaveTextContent("2 lines match");

    await userEvent.clear(screen.getByRole("searchbox", { name: "Search the transcript" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the transcript" }), "crypto");
    expect(screen.getByTestId("empty-transcript-search")).toHaveTextContent("No line contains “crypto”.");
  });
  it("says it could not load the transcript and shows it on Try again", async () => {
    fakeApi({ [`GET ${URL_EN}`]: failsOnce(VTT_REPLY) });
    renderPanel();
    expect(await screen.findByTestId("error-transcript-title")).toHaveTextContent("Could not load the transcript");
    await userEvent.click(screen.getByTestId("error-transcript-retry"));
    expect(await screen.findByTestId("button-cue-0")).toHaveTextContent("Welcome to budgeting.");
  });
});
