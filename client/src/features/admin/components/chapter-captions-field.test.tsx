import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/render";
import { ChapterCaptionsField } from "./chapter-captions-field";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vttFile = () => new File(["WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi\n"], "hi.vtt", { type: "text/vtt" });

describe("ChapterCaptionsField", () => {
  it("uploads a file for a language and lists it", async () => {
    let sent: { language: unknown; hasFile: boolean } | null = null;
    fakeApi({
      "POST /api/chapters/4/captions": async ({ request }) => {
        const form = await request.formData();
        sent = { language: form.get("language"), hasFile: form.has("file") };
        return { status: 201, body: { language: "pt-BR", url: "/api/chapters/4/captions/pt-BR.vtt" } };
      },
    });
    // jsdom's File does not survive Node's fetch (its name and bytes are lost on the way to the fake
    // server): which file the form sends is read where it is put in the request.
    const append = vi.spyOn(FormData.prototype, "append");
    renderWithProviders(<ChapterCaptionsField chapterId={4} initial={[]} />);
    expect(screen.getByTestId("empty-captions")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Language"), "pt-br");
    await userEvent.upload(screen.getByLabelText(/WebVTT or SRT file/), vttFile());
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    const list = await screen.findByRole("list", { name: "Caption languages" });
    expect(within(list).getByTestId("caption-pt-BR")).toHaveTextContent("(pt-BR)");
    expect(sent).toEqual({ language: "pt-BR", hasFile: true });
    const file = append.mock.calls.find(([name]) => name === "file")?.[1] as File;
    expect(file.name).toBe("hi.vtt");
    expect(await file.text()).toBe(await vttFile().text());
    append.mockRestore();
  });

  it("says what is missing before sending anything", async () => {
    const fetchMock = fakeApi({});
    renderWithProviders(<ChapterCaptionsField chapterId={4} initial={[]} />);
    await userEvent.type(screen.getByLabelText("Language"), "english");
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByTestId("error-caption")).toHaveTextContent("Must be a language code");
    await userEvent.clear(screen.getByLabelText("Language"));
    await userEvent.type(screen.getByLabelText("Language"), "en");
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByTestId("error-caption")).toHaveTextContent("Choose a WebVTT (.vtt) or SRT (.srt) file");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("/captions"))).toHaveLength(0);
  });

  it("shows the server's reason for a refused file", async () => {
    fakeApi({
      "POST /api/chapters/4/captions": {
        status: 400,
        body: { code: "INVALID_CAPTION_FILE", message: "Not a caption file: it is neither WebVTT nor SRT." },
      },
    });
    renderWithProviders(<ChapterCaptionsField chapterId={4} initial={[]} />);
    await userEvent.type(screen.getByLabelText("Language"), "en");
    await userEvent.upload(screen.getByLabelText(/WebVTT or SRT file/), vttFile());
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Not a caption file: it is neither WebVTT nor SRT.")).toBeInTheDocument();
  });

  it("deletes a language", async () => {
    fakeApi({ "DELETE /api/chapters/4/captions/en": { status: 200 } }); // (the fake cannot answer 204 with its empty body)
    renderWithProviders(<ChapterCaptionsField chapterId={4} initial={[{ language: "en", url: "/api/chapters/4/captions/en.vtt" }]} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete the English captions" }));
    expect(await screen.findByTestId("empty-captions")).toBeInTheDocument();
  });
});
