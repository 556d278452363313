import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LearnerQuiz, QuizAttemptResult } from "@shared/schemas/quizzes";
import { renderWithProviders } from "@/test/render";
import { ChapterQuiz } from "./chapter-quiz";
import { fakeApi, failsOnce } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUIZ_URL = "/api/personal/courses/1/chapters/2/quiz";
const quiz: LearnerQuiz = {
  chapterId: 2,
  version: 1,
  passMark: 70,
  attempts: 0,
  bestScore: null,
  passed: false,
  maxAttemptsPerDay: 5,
  attemptsLeftToday: 5,
  nextAttemptAt: null,
  questions: [
    { prompt: "Pick four", options: ["3", "4"], multiple: false },
    { prompt: "Pick the primes", options: ["2", "4", "5"], multiple: true },
  ],
};

describe("ChapterQuiz", () => {
  it("asks for every answer, sends the chosen options, shows right or wrong with explanations, and offers a retake", async () => {
    const sent: unknown[] = [];
    const result: QuizAttemptResult = {
      score: 50,
      passed: false,
      passMark: 70,
      bestScore: 50,
      chapterCompleted: false,
      results: [
        { correct: true, explanation: null },
        { correct: false, explanation: "2 and 5 are prime." },
      ],
      attemptsLeftToday: 4,
      nextAttemptAt: null,
    };
    fakeApi({
      [`GET ${QUIZ_URL}`]: { status: 200, body: quiz },
      [`POST ${QUIZ_URL}/attempts`]: ({ body }) => {
        sent.push(JSON.parse(body));
        return { status: 201, body: result };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChapterQuiz courseId={1} chapterId={2} />);

    const first = await screen.findByRole("group", { name: /Pick four/ });
    expect(within(first).getAllByRole("radio")).toHaveLength(2);
    const second = screen.getByRole("group", { name: /Pick the primes/ });
    expect(within(second).getAllByRole("checkbox")).toHaveLength(3);

    await user.click(within(first).getByLabelText("4"));
    await user.click(screen.getByTestId("button-quiz-submit"));
    expect(screen.getByTestId("error-quiz-missing")).toHaveTextContent("Answer every question");
    expect(sent).toEqual([]);

    await user.click(within(second).getByLabelText("5"));
    await user.click(within(second).getByLabelText("2"));
    await user.click(screen.getByTestId("button-quiz-submit"));
    expect(await screen.findByTestId("text-quiz-result")).toHaveTextContent("Not passed yet: you scored 50% (pass mark 70%).");
    expect(sent).toEqual([{ version: 1, answers: [[1], [0, 2]] }]);
    expect(screen.getByTestId("quiz-feedback-0")).toHaveTextContent("Correct");
    expect(screen.getByTestId("quiz-feedback-1")).toHaveTextContent("Incorrect2 and 5 are prime.");

    await user.click(screen.getByTestId("button-quiz-retake"));
    expect(screen.queryByTestId("text-quiz-result")).not.toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: /Pick four/ })).getByLabelText("4")).not.toBeChecked();
  });

  it("before a pass shows no per-question correctness; with the day's attempts used up, says when the next is allowed and stops the retake", async () => {
    const next = "2030-01-15T14:30:00.000Z";
    const hidden: QuizAttemptResult = {
      score: 50,
      passed: false,
      passMark: 70,
      bestScore: 50,
      chapterCompleted: false,
      results: [],
      attemptsLeftToday: 0,
      nextAttemptAt: next,
    };
    fakeApi({
      [`GET ${QUIZ_URL}`]: { status: 200, body: { ...quiz, attemptsLeftToday: 1 } },
      [`POST ${QUIZ_URL}/attempts`]: { status: 201, body: hidden },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChapterQuiz courseId={1} chapterId={2} />);
    expect(await screen.findByTestId("text-quiz-attempts-left")).toHaveTextContent("1 of 5 attempts left today");
    await user.click(within(screen.getByRole("group", { name: /Pick four/ })).getByLabelText("4"));
    await user.click(within(screen.getByRole("group", { name: /Pick the primes/ })).getByLabelText("2"));
    await user.click(screen.getByTestId("button-quiz-submit"));
    expect(await screen.findByTestId("text-quiz-result")).toHaveTextContent("Which answers were right is shown once you pass");
    expect(screen.queryByTestId("quiz-feedback-0")).not.toBeInTheDocument();
    expect(screen.queryByTestId("quiz-feedback-1")).not.toBeInTheDocument();
    const coolDown = screen.getByTestId("text-quiz-cool-down");
    expect(coolDown).toHaveTextContent("You have used today's attempts for this quiz. Your next attempt is allowed at");
    expect(coolDown).toHaveTextContent("2030");
    expect(screen.getByTestId("button-quiz-retake")).toBeDisabled();
  });

  it("a refused attempt (429 QUIZ_COOL_DOWN) shows the time from the answer instead of an error", async () => {
    fakeApi({
      [`GET ${QUIZ_URL}`]: { status: 200, body: quiz },
      [`POST ${QUIZ_URL}/attempts`]: {
        status: 429,
        body: {
          code: "QUIZ_COOL_DOWN",
          message: "You have used this quiz's attempts for today.",
          details: { nextAttemptAt: "2030-01-15T14:30:00.000Z" },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChapterQuiz courseId={1} chapterId={2} />);
    await user.click(within(await screen.findByRole("group", { name: /Pick four/ })).getByLabelText("4"));
    await user.click(within(screen.getByRole("group", { name: /Pick the primes/ })).getByLabelText("2"));
    await user.click(screen.getByTestId("button-quiz-submit"));
    expect(await screen.findByTestId("text-quiz-cool-down")).toHaveTextContent("Your next attempt is allowed at");
    expect(screen.getByTestId("button-quiz-submit")).toBeDisabled();
  });

  it("when the quiz was changed meanwhile, loads the new version and tells the learner to answer it", async () => {
    let version = 1;
    const sent: unknown[] = [];
    fakeApi({
      [`GET ${QUIZ_URL}`]: () => ({
        status: 200,
        body: version === 1 ? quiz : { ...quiz, version: 2, questions: [{ prompt: "Pick five", options: ["5", "6"], multiple: false }] },
      }),
      [`POST ${QUIZ_URL}/attempts`]: ({ body }) => {
        sent.push(JSON.parse(body));
        version = 2;
        return { status: 409, body: { code: "QUIZ_CHANGED", message: "This quiz was changed while you answered it." } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChapterQuiz courseId={1} chapterId={2} />);
    await user.click(within(await screen.findByRole("group", { name: /Pick four/ })).getByLabelText("4"));
    await user.click(within(screen.getByRole("group", { name: /Pick the primes/ })).getByLabelText("2"));
    await user.click(screen.getByTestId("button-quiz-submit"));
    expect(await screen.findByTestId("text-quiz-changed")).toHaveTextContent("This quiz was changed while you answered it");
    expect(await screen.findByRole("group", { name: /Pick five/ })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /Pick four/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: /Pick five/ })).getByLabelText("5")).not.toBeChecked();
    expect(sent).toEqual([{ version: 1, answers: [[1], [0]] }]);
  });

  it("says when the quiz cannot be loaded, with the server's reason", async () => {
    fakeApi({ [`GET ${QUIZ_URL}`]: { status: 403, body: { code: "NOT_YET_AVAILABLE", message: "This chapter opens on 2030-01-15." } } });
    renderWithProviders(<ChapterQuiz courseId={1} chapterId={2} />);
    expect(await screen.findByTestId("error-quiz")).toHaveTextContent("This chapter opens on 2030-01-15.");
  });
  it("says it could not load the quiz and shows it on Try again", async () => {
    fakeApi({ [`GET ${QUIZ_URL}`]: failsOnce({ status: 200, body: quiz }) });
    renderWithProviders(<ChapterQuiz courseId={1} chapterId={2} />);
    expect(await screen.findByTestId("error-quiz-title")).toHaveTextContent("Could not load the quiz");
    await userEvent.click(screen.getByTestId("error-quiz-retry"));
    expect(await screen.findByRole("group", { name: /Pick four/ })).toBeInTheDocument();
    expect(screen.queryByTestId("error-quiz")).toBeNull();
  });
});
