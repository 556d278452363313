import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Note } from "@shared/schemas/learning";
import { makeChapter } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { NotesPanel, type NotesPlayer } from "./notes-panel";
import { fakeApi, failsOnce } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chapters = [makeChapter({ id: 1, title: "Welcome" }), makeChapter({ id: 2, title: "Audience", orderIndex: 2 })];

function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 7,
    courseId: 1,
    chapterId: 2,
    content: "Know who buys",
    timestamp: 125,
    createdAt: "2025-02-01T10:00:00.000Z",
    ...overrides,
  };
}

function renderPanel(player: NotesPlayer, currentChapterId = 1) {
  return renderWithProviders(
    <NotesPanel
      courseId={1}
      chapters={chapters}
      currentChapter={chapters.find((c) => c.id === currentChapterId) ?? null}
      player={player}
    />,
  );
}

const fakePlayer = (currentTime = 0) => ({
  getCurrentTime: () => currentTime,
  seekTo: vi.fn<NotesPlayer["seekTo"]>(),
});

describe("NotesPanel", () => {
  it("keeps Add Note disabled while the note is blank or only whitespace", async () => {
    fakeApi({ "GET /api/personal/courses/1/notes": { status: 200, body: [] } });
    const user = userEvent.setup();
    renderPanel(fakePlayer());

    expect(await screen.findByTestId("empty-notes")).toBeInTheDocument();
    const add = screen.getByTestId("button-add-note");
    expect(add).toBeDisabled();
    await user.type(screen.getByTestId("input-note"), "   \n  ");
    expect(add).toBeDisabled();
    await user.type(screen.getByTestId("input-note"), "x");
    expect(add).toBeEnabled();
  });

  it("saves a note at the current whole second of the current chapter", async () => {
    const saved: unknown[] = [];
    const stored: Note[] = [];
    const fetchMock = fakeApi({
      "GET /api/personal/courses/1/notes": () => ({ status: 200, body: stored }),
      "POST /api/personal/courses/1/notes": ({ body: sent }) => {
        const body = JSON.parse(sent);
        saved.push(body);
        stored.push(makeNote({ id: 8, chapterId: body.chapterId, content: body.content, timestamp: body.timestamp }));
        return { status: 201, body: stored[0] };
      },
    });
    const user = userEvent.setup();
    renderPanel(fakePlayer(65.9), 1);

    await screen.findByTestId("empty-notes");
    await user.type(screen.getByTestId("input-note"), "  Pricing matters  ");
    await user.click(screen.getByTestId("button-add-note"));

    await waitFor(() => expect(saved).toEqual([{ content: "Pricing matters", timestamp: 65, chapterId: 1 }]));
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Note saved");
    expect(await screen.findByTestId("text-note-time-8")).toHaveTextContent("1:05");
    expect(screen.getByTestId("input-note")).toHaveValue("");
    expect(fetchMock).toHaveBeenCalled();
  });

  it("lists notes newest first with their time as m:ss and their chapter", async () => {
    fakeApi({
      "GET /api/personal/courses/1/notes": {
        status: 200,
        body: [
          makeNote({ id: 3, timestamp: 5, chapterId: 1, content: "Older", createdAt: "2025-01-01T00:00:00.000Z" }),
          makeNote({ id: 7, timestamp: 125, chapterId: 2, content: "Newer" }),
        ],
      },
    });
    renderPanel(fakePlayer());

    const list = await screen.findByTestId("list-notes");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("data-testid")),
    ).toEqual(["note-7", "note-3"]);
    expect(screen.getByTestId("text-note-time-7")).toHaveTextContent("2:05");
    expect(screen.getByTestId("text-note-time-3")).toHaveTextContent("0:05");
    expect(screen.getByTestId("text-note-chapter-7")).toHaveTextContent("Audience");
  });

  it("seeks the player to the note's time in its chapter when the note is clicked", async () => {
    fakeApi({ "GET /api/personal/courses/1/notes": { status: 200, body: [makeNote({ id: 7, timestamp: 125, chapterId: 2 })] } });
    const user = userEvent.setup();
    const player = fakePlayer();
    renderPanel(player);

    const note = await screen.findByTestId("note-7");
    await user.click(within(note).getByRole("button", { name: /^Go to 2:05 in Audience/ }));
    expect(player.seekTo).toHaveBeenCalledWith(125, 2);
  });

  it("deletes a note, or says that it could not", async () => {
    let fail = true;
    fakeApi({
      "GET /api/personal/courses/1/notes": () => ({ status: 200, body: fail ? [makeNote({ id: 7 })] : [] }),
      "DELETE /api/personal/notes/7": () => (fail ? { status: 500, body: { message: "boom" } } : { status: 200 }),
    });
    const user = userEvent.setup();
    const player = fakePlayer();
    renderPanel(player);

    await user.click(await screen.findByTestId("button-delete-note-7"));
    expect(await screen.findByTestId("toast-description")).toHaveTextContent("Failed to delete note. Please try again.");
    expect(screen.getByTestId("note-7")).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByTestId("button-delete-note-7"));
    await waitFor(() => expect(screen.getByTestId("toast-title")).toHaveTextContent("Note deleted"));
    await waitFor(() => expect(screen.queryByTestId("note-7")).toBeNull());
    expect(player.seekTo).not.toHaveBeenCalled();
  });
  it("says it could not load the notes and lists them on Try again", async () => {
    fakeApi({ "GET /api/personal/courses/1/notes": failsOnce({ status: 200, body: [makeNote()] }) });
    const user = userEvent.setup();
    renderPanel(fakePlayer());

    expect(await screen.findByTestId("error-notes-title")).toHaveTextContent("Could not load your notes");
    await user.click(screen.getByTestId("error-notes-retry"));
    expect(await screen.findByTestId("list-notes")).toHaveTextContent("Know who buys");
    expect(screen.queryByTestId("error-notes")).toBeNull();
  });
});
