import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useTranslation } from "@/i18n/react";

/** The single-card screens reached from an email or the sign-in form (reset, verify, unsubscribe). */
export function AccountCard({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("auth");
  return (
    <main className="flex min-h-screen flex-col px-4 py-8 sm:px-8">
      <Link
        href="/auth"
        className="inline-flex items-center gap-2 self-start text-sm text-muted-foreground hover:text-foreground"
        data-testid="link-back-sign-in"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("account.backToSignIn")}
      </Link>
      <div className="flex flex-1 items-center justify-center py-8">
        <Card className="w-full max-w-md" data-testid={testId}>
          <CardHeader>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="space-y-4">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}

/** A result line: success or a problem the reader can act on. */
export function Notice({ tone, children, testId }: { tone: "success" | "error"; children: ReactNode; testId: string }) {
  const colours =
    tone === "success"
      ? "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      : "border-destructive/40 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-100";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-md border p-3 text-sm ${colours}`} data-testid={testId}>
      {children}
    </p>
  );
}
