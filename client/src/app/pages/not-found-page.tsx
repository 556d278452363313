import { CircleAlert } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="h-8 w-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold" data-testid="text-not-found">
              {t("notFound.title")}
            </h1>
          </div>
          <p className="text-sm text-muted-foreground" data-testid="text-not-found-hint">
            {t("notFound.hint")}
          </p>
          <Button asChild variant="outline">
            <Link href="/" data-testid="link-home">
              {t("notFound.home")}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
