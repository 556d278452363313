import { Settings } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth";
import { ChangePasswordForm, SessionsCard, TwoFactorCard } from "@/features/auth/forms";
import { ProfileEditForm } from "../components/profile-edit-form";
import { ProfileOverviewCard } from "../components/profile-overview-card";

/** Learner profile (docs/spec.md §2): the loader; the overview and the form get the loaded user (docs/architecture.md convention 7). */
export default function ProfilePage() {
  const { t } = useTranslation("learning");
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return null; // the layout sends signed-out visitors to /auth

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("profile.title")}
        description={t("profile.description")}
        actions={
          <Button asChild variant="outline">
            <Link href="/personal/settings" data-testid="link-profile-settings">
              <Settings aria-hidden />
              {t("profile.settings")}
            </Link>
          </Button>
        }
      />
      <ProfileOverviewCard user={user} />
      {/* Keyed by user: another account's data never lands in this form's saved values. */}
      <ProfileEditForm key={user.id} user={user} />
      <ChangePasswordForm />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
