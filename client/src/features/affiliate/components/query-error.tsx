import { TriangleAlert } from "lucide-react";
import { EmptyState } from "@/components/empty-state";

/** A figure list that could not load: said plainly, never replaced by made-up numbers. */
export function QueryError({ what }: { what: string }) {
  return <EmptyState icon={TriangleAlert} title={`Could not load ${what}.`} description="Please reload the page to try again." testId="query-error" />;
}
