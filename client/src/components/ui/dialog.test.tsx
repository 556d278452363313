import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog, DialogContent, DialogTitle } from "./dialog";

afterEach(cleanup);

/** A dialog opened from state, as the admin screens do (no DialogTrigger). */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New Course
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Create Course</DialogTitle>
          <input aria-label="Title" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("gives the focus back to the button that opened it when Escape closes it", async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    await user.tab();
    expect(screen.getByRole("button", { name: "New Course" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix moves the focus once the content has unmounted (a tick later).
    await waitFor(() => expect(screen.getByRole("button", { name: "New Course" })).toHaveFocus());
  });
});
