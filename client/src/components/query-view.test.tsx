import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { allQueries, QueryView, type QueryState } from "./query-view";

afterEach(cleanup);

const state = <T,>(over: Partial<QueryState<T>> = {}): QueryState<T> => ({ data: undefined, isError: false, refetch: vi.fn(), ...over });

function View({ query, compact }: { query: QueryState<string[]>; compact?: boolean }) {
  return (
    <QueryView
      query={query}
      what="the things"
      errorTestId="error-things"
      compact={compact}
      loading={<p>Loading things</p>}
      isEmpty={(list) => list.length === 0}
      empty={<p>No things yet</p>}
    >
      {(list) => (
        <ul>
          {list.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe("QueryView", () => {
  it("shows the loading state, then the empty state or the data", () => {
    const { rerender } = render(<View query={state()} />);
    expect(screen.getByText("Loading things")).toBeInTheDocument();
    rerender(<View query={state({ data: [] })} />);
    expect(screen.getByText("No things yet")).toBeInTheDocument();
    rerender(<View query={state({ data: ["Rent", "Food"] })} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Rent", "Food"]);
  });

  it.each([false, true])("says it could not load and refetches on Try again (compact: %s)", async (compact) => {
    const query = state<string[]>({ isError: true });
    render(<View query={query} compact={compact} />);
    expect(screen.getByTestId("error-things-title")).toHaveTextContent("Could not load the things");
    expect(screen.getByTestId("error-things")).toHaveTextContent("Check your connection and try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("keeps data already shown when a refetch fails", () => {
    render(<View query={state({ data: ["Rent"], isError: true })} />);
    expect(screen.getByText("Rent")).toBeInTheDocument();
    expect(screen.queryByTestId("error-things")).toBeNull();
  });
});

describe("allQueries", () => {
  it("has the data once every query has it", () => {
    expect(allQueries({ a: state({ data: 1 }), b: state<string>() }).data).toBeUndefined();
    expect(allQueries({ a: state({ data: 1 }), b: state({ data: "x" }) }).data).toEqual({ a: 1, b: "x" });
  });

  it("fails when one query failed with nothing to show, and Try again refetches only the failed ones", async () => {
    const ok = state({ data: 1 });
    const failed = state<string>({ isError: true });
    const stale = state({ data: 2, isError: true });
    const all = allQueries({ ok, failed, stale });
    expect(all.isError).toBe(true);
    await all.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(stale.refetch).not.toHaveBeenCalled();
    expect(allQueries({ ok, stale }).isError).toBe(false);
  });
});
