import { ArrowLeft, GraduationCap } from "lucide-react";
import { Link, Redirect, useSearch } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { LanguageSwitcher } from "@/i18n/language-switcher";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { returnPathFromSearch } from "@/lib/return-to";
import { FALLBACK_PLATFORM_INFO, usePlatformInfo } from "../api/auth-queries";
import { useCurrentUser } from "../api/use-auth";
import { AuthMarketingPanel } from "../components/auth-marketing-panel";
import { LoginForm } from "../components/login-form";
import { RegisterForm } from "../components/register-form";
import { useTranslation } from "@/i18n/react";

function SignUpPanel() {
  const { data, isLoading } = usePlatformInfo();
  const { t } = useTranslation("auth");
  if (isLoading) return <PageSpinner />;
  const platform = data ?? FALLBACK_PLATFORM_INFO;
  if (!platform.registrationOpen) {
    return (
      <p
        role="status"
        className="rounded-md border border-border bg-muted p-4 text-center text-sm text-muted-foreground"
        data-testid="text-registration-closed"
      >
        {t("register.closed")}
      </p>
    );
  }
  return <RegisterForm platform={platform} />;
}

export default function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const search = useSearch();
  const { t } = useTranslation("auth");

  if (isLoading) return <PageSpinner fullScreen />;
  // Back to where the visitor was going (a checkout, a course), else home (docs/spec.md §2).
  if (user) return <Redirect to={returnPathFromSearch(search)} replace />;

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col px-4 py-8 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <Link
            href="/"
            className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
            data-testid="link-home"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t("page.backToHome")}
          </Link>
          <LanguageSwitcher />
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <Card className="w-full max-w-md" data-testid="card-auth">
            <CardHeader className="items-center text-center">
              <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <GraduationCap className="h-6 w-6" aria-hidden />
              </span>
              <h1 className="text-2xl font-semibold tracking-tight" data-testid="text-auth-title">
                {t("page.title")}
              </h1>
              <CardDescription>{t("page.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs defaultValue="sign-in">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="sign-in" data-testid="tab-sign-in">
                    {t("page.signInTab")}
                  </TabsTrigger>
                  <TabsTrigger value="sign-up" data-testid="tab-sign-up">
                    {t("page.signUpTab")}
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="pt-4">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="sign-up" className="pt-4">
                  <SignUpPanel />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
      </main>
      <AuthMarketingPanel />
    </div>
  );
}
