import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeCourse } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { DeleteCourseDialog } from "./delete-course-dialog";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

describe("DeleteCourseDialog", () => {
  it("says a course with students cannot be deleted and offers Unpublish instead, never DELETE", async () => {
    const course = makeCourse({ id: 5, title: "Growth", studentsCount: 3, isPublished: true });
    const fetchMock = fakeApi({ "PATCH /api/admin/courses/5": { status: 200, body: { ...course, isPublished: false } } });
    renderWithProviders(<DeleteCourseDialog course={course} onClose={() => undefined} />);

    const dialog = await screen.findByTestId("dialog-course-has-students");
    expect(dialog).toHaveTextContent("This course cannot be deleted");
    expect(dialog).toHaveTextContent('"Growth" has 3 students');
    expect(screen.queryByTestId("button-confirm-delete")).toBeNull();
    await userEvent.click(screen.getByTestId("button-unpublish-instead"));
    await waitFor(() => expect(calls(fetchMock)).toContain("PATCH /api/admin/courses/5"));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u) === "/api/admin/courses/5")![1]!.body))).toEqual({
      isPublished: false,
    });
    expect(calls(fetchMock).some((c) => c.startsWith("DELETE"))).toBe(false);
  });

  it("tells that a draft with students is already out of the catalogue, with nothing to confirm", async () => {
    renderWithProviders(
      <DeleteCourseDialog course={makeCourse({ id: 6, studentsCount: 1, isPublished: false })} onClose={() => undefined} />,
    );
    expect(await screen.findByTestId("dialog-course-has-students")).toHaveTextContent("has 1 student, who keep");
    expect(screen.getByText(/already unpublished/)).toBeInTheDocument();
    expect(screen.queryByTestId("button-unpublish-instead")).toBeNull();
    expect(screen.getByTestId("button-cancel-delete")).toHaveTextContent("Close");
  });

  it("asks to confirm and deletes a course without students", async () => {
    const fetchMock = fakeApi({ "DELETE /api/courses/7": { status: 204 } });
    renderWithProviders(<DeleteCourseDialog course={makeCourse({ id: 7, title: "Empty", studentsCount: 0 })} onClose={() => undefined} />);
    expect(await screen.findByTestId("dialog-confirm-delete")).toHaveTextContent('delete "Empty"');
    await userEvent.click(screen.getByTestId("button-confirm-delete"));
    await waitFor(() => expect(calls(fetchMock)).toContain("DELETE /api/courses/7"));
  });
});
