import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function CourseNotFound() {
  return (
    <Card data-testid="course-not-found">
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-muted">
          <SearchX className="h-7 w-7 text-muted-foreground" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold" data-testid="text-course-not-found">
          Course Not Found
        </h1>
        <p className="max-w-md text-muted-foreground">The course you're looking for doesn't exist.</p>
        <Button asChild variant="outline" className="mt-2">
          <Link href="/browse-courses" data-testid="link-not-found-browse">
            Browse Courses
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
