import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeCourse } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { CouponFormDialog } from "./coupon-form-dialog";
import { fakeApi, failsOnce } from "@/test/fake-api";

beforeAll(() => polyfillPointerApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CouponFormDialog", () => {
  it("says it could not load the courses to choose from and lists them on Try again", async () => {
    fakeApi({
      "GET /api/admin/courses": failsOnce({ status: 200, body: { items: [makeCourse({ id: 4, title: "Budgeting" })], total: 1 } }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CouponFormDialog open onOpenChange={vi.fn()} />);

    await user.click(await screen.findByTestId("radio-coupon-chosen"));
    expect(await screen.findByTestId("error-coupon-courses")).toHaveTextContent("Could not load the courses");
    await user.click(screen.getByTestId("error-coupon-courses-retry"));
    const list = await screen.findByTestId("list-coupon-courses");
    expect(within(list).getByRole("checkbox", { name: "Budgeting" })).toBeInTheDocument();
  });
});
