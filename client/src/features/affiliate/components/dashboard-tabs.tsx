import { useQuery } from "@tanstack/react-query";
import { Copy, ShoppingCart } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { UI } from "@shared/constants";
import type { Course } from "@shared/schemas/courses";
import { Button } from "@/components/ui/button";
import { QueryView } from "@/components/query-view";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { courseListQueryOptions, CoursePrice, CourseThumbnail, useAffiliateLinkAction } from "@/features/catalog";
import { leaderboardQueryOptions } from "../api/affiliate-queries";
import { LeaderboardBody, LeaderboardSkeleton } from "./leaderboard-view";

export type DashboardTab = "courses" | "generator" | "leaderboard";

function CourseRows({ courses, render }: { courses: Course[]; render: (course: Course) => React.ReactNode }) {
  return (
    <ul className="divide-y">
      {courses.map((course) => (
        <li key={course.id} className="flex flex-wrap items-center gap-4 py-3">
          <CourseThumbnail course={course} className="w-28 shrink-0 rounded-md" />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{course.title}</p>
            <CoursePrice price={course.price} originalPrice={course.originalPrice} testId={`text-dashboard-price-${course.id}`} />
          </div>
          {render(course)}
        </li>
      ))}
    </ul>
  );
}

/** The entrepreneur dashboard's three tabs (docs/spec.md §2). */
export function DashboardTabs({
  tab,
  onTab,
  userId,
  code,
}: {
  tab: DashboardTab;
  onTab: (tab: DashboardTab) => void;
  userId: number;
  code: string;
}) {
  const { t } = useTranslation("affiliate");
  const courses = useQuery(courseListQueryOptions({ limit: 6, sort: "popular" }));
  const board = useQuery({ ...leaderboardQueryOptions(), enabled: tab === "leaderboard" });
  const { generate, pendingCourseId } = useAffiliateLinkAction();
  const loadingRows = (
    <div className="space-y-2" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );

  return (
    <Tabs value={tab} onValueChange={(v) => onTab(v as DashboardTab)}>
      <TabsList className="flex h-auto flex-wrap">
        <TabsTrigger value="courses" data-testid="tab-courses">
          {t("tabs.courses")}
        </TabsTrigger>
        <TabsTrigger value="generator" data-testid="tab-generator">
          {t("tabs.generator")}
        </TabsTrigger>
        <TabsTrigger value="leaderboard" data-testid="tab-leaderboard">
          {t("tabs.leaderboard")}
        </TabsTrigger>
      </TabsList>
      <Card className="mt-3">
        <CardContent className="p-5">
          <TabsContent value="courses" className="mt-0">
            <QueryView query={courses} what={t("what.courses")} loading={loadingRows}>
              {(data) => (
                <CourseRows
                  courses={data.items}
                  render={(course) => (
                    <Button asChild size="sm" variant="outline">
                      <Link href={`/course/${course.id}`} data-testid={`link-dashboard-course-${course.id}`}>
                        <ShoppingCart aria-hidden />
                        {t("tabs.viewAndBuy")}
                      </Link>
                    </Button>
                  )}
                />
              )}
            </QueryView>
          </TabsContent>
          <TabsContent value="generator" className="mt-0">
            <QueryView query={courses} what={t("what.courses")} loading={loadingRows}>
              {(data) => (
                <CourseRows
                  courses={data.items.slice(0, UI.dashboard.generatorCourses)}
                  render={(course) => (
                    <div className="flex w-full gap-2 sm:w-auto">
                      <Input
                        readOnly
                        value={`${window.location.origin}/course/${course.id}?ref=${code}`}
                        className="font-mono text-xs sm:w-80"
                        aria-label={t("tabs.linkFor", { title: course.title })}
                        data-testid={`input-generator-link-${course.id}`}
                      />
                      <Button
                        size="icon"
                        variant="outline"
                        aria-label={t("tabs.copyLinkFor", { title: course.title })}
                        disabled={pendingCourseId === course.id}
                        onClick={() => generate(course.id)}
                        data-testid={`button-generator-copy-${course.id}`}
                      >
                        <Copy aria-hidden />
                      </Button>
                    </div>
                  )}
                />
              )}
            </QueryView>
          </TabsContent>
          <TabsContent value="leaderboard" className="mt-0 space-y-4">
            <QueryView query={board} what={t("what.leaderboard")} loading={<LeaderboardSkeleton />}>
              {(data) => <LeaderboardBody board={data} currentUserId={userId} />}
            </QueryView>
          </TabsContent>
        </CardContent>
      </Card>
    </Tabs>
  );
}
