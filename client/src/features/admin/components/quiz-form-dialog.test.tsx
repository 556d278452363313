import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeChapter } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { QuizFormDialog } from "./quiz-form-dialog";
import { fakeApi, failsOnce } from "@/test/fake-api";

beforeAll(() => {
  polyfillPointerApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chapter = makeChapter({ id: 9, courseId: 5, title: "Budgets" });

describe("QuizFormDialog", () => {
  it("starts a new quiz, refuses an empty question, and saves the whole quiz with its correct options", async () => {
    const saved: unknown[] = [];
    fakeApi({
      "GET /api/admin/chapters/9/quiz": { status: 404, body: { code: "NO_QUIZ", message: "This chapter has no quiz" } },
      "PUT /api/admin/chapters/9/quiz": ({ body: sent }) => {
        const body = JSON.parse(sent);
        saved.push(body);
        return { status: 200, body: { chapterId: 9, updatedAt: "2026-01-01T00:00:00.000Z", ...body } };
      },
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuizFormDialog open onOpenChange={onOpenChange} courseId={5} chapter={chapter} />);

    expect(await screen.findByTestId("input-quiz-pass-mark")).toHaveValue(70);
    await user.click(screen.getByTestId("button-quiz-save"));
    expect(await screen.findByTestId("error-quiz-q0-prompt")).toHaveTextContent("Question is required");
    expect(saved).toEqual([]);

    await user.type(screen.getByTestId("input-quiz-q0-prompt"), "Which are needs?");
    await user.click(screen.getByTestId("button-quiz-q0-add-option"));
    await user.type(screen.getByTestId("input-quiz-q0-option-0"), "Rent");
    await user.type(screen.getByTestId("input-quiz-q0-option-1"), "Concerts");
    await user.type(screen.getByTestId("input-quiz-q0-option-2"), "Food");
    await user.click(screen.getByTestId("switch-quiz-q0-multiple"));
    await user.click(screen.getByTestId("quiz-q0-correct-2"));
    await user.type(screen.getByTestId("input-quiz-q0-explanation"), "Rent and food keep you going.");
    await user.click(screen.getByTestId("button-quiz-save"));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(saved).toEqual([
      {
        passMark: 70,
        maxAttemptsPerDay: 5,
        showCorrectness: "after_pass",
        questions: [
          {
            prompt: "Which are needs?",
            options: ["Rent", "Concerts", "Food"],
            multiple: true,
            correct: [0, 2],
            explanation: "Rent and food keep you going.",
          },
        ],
      },
    ]);
  });

  it("asks before removing a quiz, saying every attempt is deleted, and removes it only when confirmed", async () => {
    const deleted: string[] = [];
    fakeApi({
      "GET /api/admin/chapters/9/quiz": {
        status: 200,
        body: {
          chapterId: 9,
          passMark: 70,
          maxAttemptsPerDay: 5,
          showCorrectness: "after_pass",
          updatedAt: "2026-01-01T00:00:00.000Z",
          questions: [{ prompt: "Q", options: ["a", "b"], multiple: false, correct: [0], explanation: null }],
        },
      },
      "DELETE /api/admin/chapters/9/quiz": () => {
        deleted.push("quiz");
        return { status: 200 };
      },
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuizFormDialog open onOpenChange={onOpenChange} courseId={5} chapter={chapter} />);

    await user.click(await screen.findByTestId("button-quiz-delete"));
    const confirm = await screen.findByTestId("dialog-confirm-delete");
    expect(confirm).toHaveTextContent("attempts at this quiz are deleted");
    await user.click(screen.getByTestId("button-cancel-delete"));
    await waitFor(() => expect(screen.queryByTestId("dialog-confirm-delete")).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByTestId("button-quiz-delete"));
    await user.click(await screen.findByTestId("button-confirm-delete"));
    await waitFor(() => expect(deleted).toEqual(["quiz"]));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("says why a quiz was not saved: the server's message, or that the quiz is too large", async () => {
    let reply = { status: 400, body: { code: "INVALID_INPUT", message: "At most 300 characters" } };
    fakeApi({
      "GET /api/admin/chapters/9/quiz": {
        status: 200,
        body: {
          chapterId: 9,
          passMark: 70,
          maxAttemptsPerDay: 5,
          showCorrectness: "after_pass",
          updatedAt: "2026-01-01T00:00:00.000Z",
          questions: [{ prompt: "Q", options: ["a", "b"], multiple: false, correct: [0], explanation: null }],
        },
      },
      "PUT /api/admin/chapters/9/quiz": () => reply,
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuizFormDialog open onOpenChange={vi.fn()} courseId={5} chapter={chapter} />);
    await user.click(await screen.findByTestId("button-quiz-save"));
    expect(await screen.findByText("At most 300 characters")).toBeInTheDocument();
    reply = { status: 413, body: { code: "TOO_LARGE", message: "Request body too large" } };
    await user.click(screen.getByTestId("button-quiz-save"));
    expect(await screen.findByText(/This quiz is too large to save/)).toBeInTheDocument();
  });
  it("says it could not load the quiz and loads it on Try again", async () => {
    fakeApi({
      "GET /api/admin/chapters/9/quiz": failsOnce({
        status: 200,
        body: {
          chapterId: 9,
          passMark: 80,
          updatedAt: "2026-01-01T00:00:00.000Z",
          questions: [{ prompt: "Q", options: ["a", "b"], multiple: false, correct: [0], explanation: null }],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuizFormDialog open onOpenChange={vi.fn()} courseId={5} chapter={chapter} />);

    expect(await screen.findByTestId("error-quiz-load")).toHaveTextContent("Could not load the quiz");
    expect(screen.queryByTestId("button-quiz-save")).toBeNull();
    await user.click(screen.getByTestId("error-quiz-load-retry"));
    expect(await screen.findByTestId("input-quiz-pass-mark")).toHaveValue(80);
    expect(screen.queryByTestId("error-quiz-load")).toBeNull();
  });
});
