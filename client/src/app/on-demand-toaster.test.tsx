import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/hooks/use-toast";
import { OnDemandToaster } from "./on-demand-toaster";

afterEach(cleanup);

describe("OnDemandToaster", () => {
  it("renders nothing until the first toast, then loads the toast UI and shows it", async () => {
    const { container } = render(<OnDemandToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast({ title: "Saved", description: "Your note was saved" });
    });
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Saved");
  });
});
