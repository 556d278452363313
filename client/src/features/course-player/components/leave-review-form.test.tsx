import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/render";
import { LeaveReviewForm } from "./leave-review-form";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stamp = "2025-02-01T10:00:00.000Z";

describe("LeaveReviewForm", () => {
  it("asks for a rating before sending a first review", async () => {
    const fetchMock = fakeApi({ "GET /api/personal/courses/1/review": { status: 200, body: null } });
    const user = userEvent.setup();
    renderWithProviders(<LeaveReviewForm courseId={1} />);

    expect(await screen.findByTestId("button-submit-review")).toHaveTextContent("Submit Review");
    await user.click(screen.getByTestId("button-submit-review"));
    expect(await screen.findByTestId("error-review-rating")).toHaveTextContent("Choose a rating from 1 to 5 stars");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("prefills the learner's review and saves the edit", async () => {
    const sent: unknown[] = [];
    fakeApi({
      "GET /api/personal/courses/1/review": {
        status: 200,
        body: { id: 4, courseId: 1, rating: 3, comment: "Fine", createdAt: stamp, updatedAt: stamp },
      },
      "POST /api/courses/1/reviews": ({ body: text }) => {
        const body = JSON.parse(text);
        sent.push(body);
        return { status: 200, body: { id: 4, courseId: 1, ...body, createdAt: stamp, updatedAt: stamp } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<LeaveReviewForm courseId={1} />);

    expect(await screen.findByRole("radio", { name: /^3 stars/ })).toBeChecked();
    expect(screen.getByTestId("input-review-comment")).toHaveValue("Fine");
    expect(screen.getByTestId("button-submit-review")).toHaveTextContent("Update Review");

    await user.click(screen.getByTestId("star-5"));
    expect(screen.getByRole("radio", { name: /^5 stars/ })).toBeChecked();
    await user.clear(screen.getByTestId("input-review-comment"));
    await user.type(screen.getByTestId("input-review-comment"), "Great course");
    await user.click(screen.getByTestId("button-submit-review"));

    await waitFor(() => expect(sent).toEqual([{ rating: 5, comment: "Great course" }]));
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Review saved");
  });
});
