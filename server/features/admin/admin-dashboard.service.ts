import { centsToString } from "@shared/money";
import type { AdminDashboard } from "@shared/schemas/courses";
import type { Db } from "../../db/client";
import { dashboardFigures } from "./admin-dashboard.repo";

/** docs/product-rules.md §1.2: the real figures in place of the original's placeholders. */
export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const figures = await dashboardFigures(db);
  return {
    students: figures.students,
    activeCourses: figures.activeCourses,
    totalCourses: figures.totalCourses,
    completions: figures.completions,
    revenue: centsToString(figures.revenueCents),
  };
}
