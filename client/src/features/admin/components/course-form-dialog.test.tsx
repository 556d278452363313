import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { CourseForm, CourseFormDialog } from "./course-form-dialog";
import { fakeApi } from "@/test/fake-api";

beforeAll(() => {
  polyfillPointerApis();
  // Radix Switch measures its thumb; jsdom has no ResizeObserver.
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

function renderCreateDialog() {
  const fetchMock = fakeApi({});
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<CourseFormDialog open onOpenChange={() => {}} />, { path: "/admin/courses" });
  return { fetchMock, user };
}

const postedCourse = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.some(([url, init]) => url === "/api/courses" && init?.method === "POST");

describe("CourseFormDialog", () => {
  it("shows the docs/spec.md §5 messages when submitted empty and sends nothing", async () => {
    const { fetchMock, user } = renderCreateDialog();

    await user.click(screen.getByTestId("button-save-course"));

    expect(await screen.findByTestId("error-course-title")).toHaveTextContent("Title is required");
    expect(screen.getByTestId("error-course-description")).toHaveTextContent("Description is required");
    expect(screen.getByTestId("error-course-category")).toHaveTextContent("Category is required");
    expect(screen.getByTestId("error-course-price")).toHaveTextContent("Price is required");
    expect(postedCourse(fetchMock)).toBe(false);
  });

  it("names the course's guidelines text as learners see it, Study Guidelines, and says where it shows", () => {
    renderCreateDialog();
    const field = screen.getByLabelText("Study guidelines for the whole course (optional)");
    expect(field).toHaveAccessibleDescription(
      "Learners read this at the top of the course page's Study Guidelines, above the guidelines and files you add to the course or its sections.",
    );
  });

  it("refuses a thumbnail that is not a URL", async () => {
    const { fetchMock, user } = renderCreateDialog();

    await user.type(screen.getByTestId("input-course-title"), "Growth Marketing");
    await user.type(screen.getByTestId("input-course-thumbnail-url"), "not a url");
    await user.click(screen.getByTestId("button-save-course"));

    expect(await screen.findByTestId("error-course-thumbnail-url")).toHaveTextContent("Must be a valid URL");
    expect(screen.queryByTestId("error-course-title")).not.toBeInTheDocument();
    expect(postedCourse(fetchMock)).toBe(false);
  });

  it("is in edit mode for a given course", () => {
    fakeApi({});
    renderWithProviders(
      <CourseFormDialog
        open
        onOpenChange={() => {}}
        course={{
          id: 3,
          title: "Digital Marketing Mastery",
          description: "Learn it all.",
          category: "marketing",
          level: "beginner",
          price: "129.00",
          originalPrice: "199.00",
          thumbnailUrl: null,
          guidelines: null,
          isPublished: true,
          sequential: false,
          studentsCount: 0,
          lessonsCount: 0,
          duration: 0,
          rating: null,
          reviewCount: 0,
          createdAt: "2026-01-01T00:00:00.000Z",
        }}
      />,
    );

    expect(screen.getByRole("heading", { name: "Edit Course" })).toBeInTheDocument();
    expect(screen.getByTestId("input-course-title")).toHaveValue("Digital Marketing Mastery");
    expect(screen.getByTestId("input-course-price")).toHaveValue("129.00");
  });

  it("turns Chapters in order on with its switch and saves it with the course, and shows it on for a sequential course", async () => {
    const course = {
      id: 3,
      title: "Digital Marketing Mastery",
      description: "Learn it all.",
      category: "marketing",
      level: "beginner",
      price: "129.00",
      originalPrice: null,
      thumbnailUrl: null,
      guidelines: null,
      isPublished: true,
      sequential: false,
      studentsCount: 0,
      lessonsCount: 0,
      duration: 0,
      rating: null,
      reviewCount: 0,
      createdAt: "2026-01-01T00:00:00.000Z",
    } as const;
    const sent: unknown[] = [];
    fakeApi({
      "PATCH /api/courses/3": ({ body: text }) => {
        const body = JSON.parse(text) as { sequential: boolean };
        sent.push(body);
        return { status: 200, body: { ...course, sequential: body.sequential } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const saved = vi.fn();
    const { unmount } = renderWithProviders(<CourseForm course={course} onSaved={saved} onCancel={() => {}} />, { path: "/admin/courses" });

    const toggle = screen.getByRole("switch", { name: "Chapters in order" });
    expect(toggle).toHaveAccessibleDescription("Each chapter opens once the learner has completed the ones before it.");
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByTestId("button-save-course"));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][0]).toMatchObject({ id: 3, sequential: true });
    expect(sent).toEqual([expect.objectContaining({ title: "Digital Marketing Mastery", sequential: true })]);
    unmount();

    renderWithProviders(<CourseForm course={{ ...course, sequential: true }} onSaved={() => {}} onCancel={() => {}} />, {
      path: "/admin/courses",
    });
    expect(screen.getByRole("switch", { name: "Chapters in order" })).toBeChecked();
  });
});
