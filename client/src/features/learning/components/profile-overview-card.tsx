// The profile overview (docs/spec.md §2): avatar (initials fallback) with an optional upload, name or
// username, role, member since, email, location and the real course and certificate counts.
import { useRef, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen, Calendar, Camera, Mail, MapPin } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Role } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/auth";
import { UPLOAD_ACCEPT } from "@shared/schemas/uploads";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { displayName, initialsOf } from "@/features/auth";
import { formatDate } from "@/lib/format";
import { certificatesQueryOptions, enrollmentCardsQueryOptions } from "../api/learning-queries";
import { useUploadAvatarMutation } from "../api/profile-queries";

function Detail({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <li className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      {icon}
      <span className="break-all" data-testid={testId}>
        {children}
      </span>
    </li>
  );
}

/** `label` gets the count (unknown while loading: the plural form). */
function CountBadge({
  count,
  label,
  icon,
  testId,
}: {
  count: number | undefined;
  label: (n: number) => string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Badge variant="secondary" className="gap-1.5 px-3 py-1 text-sm" data-testid={testId} aria-busy={count === undefined}>
      {icon}
      <span>{count ?? "–"}</span> {label(count ?? 2)}
    </Badge>
  );
}

function AvatarUpload({ user }: { user: PublicUser }) {
  const { t } = useTranslation("learning");
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadAvatar = useUploadAvatarMutation();

  return (
    <div className="flex flex-col items-center gap-2">
      <Avatar className="h-24 w-24 border-4 border-background shadow-md">
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" data-testid="img-profile-avatar" />}
        <AvatarFallback className="text-2xl" data-testid="text-profile-initials">
          {initialsOf(user)}
        </AvatarFallback>
      </Avatar>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT.image}
        className="sr-only"
        tabIndex={-1}
        aria-label={t("profile.photo")}
        data-testid="input-avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ""; // the same file can be picked again after a failure
          if (file) uploadAvatar.mutate(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => inputRef.current?.click()}
        disabled={uploadAvatar.isPending}
        data-testid="button-change-avatar"
      >
        <Camera aria-hidden />
        {uploadAvatar.isPending ? t("profile.uploading") : t("profile.changePhoto")}
      </Button>
    </div>
  );
}

function useRoleLabel(): (role: Role) => string {
  const { t } = useTranslation("learning");
  const labels: Record<Role, string> = {
    admin: t("profile.role.admin"),
    entrepreneur: t("profile.role.entrepreneur"),
    personal: t("profile.role.personal"),
  };
  return (role) => labels[role] ?? role;
}

export function ProfileOverviewCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation("learning");
  const roleLabel = useRoleLabel();
  const memberSince = formatDate(user.createdAt);
  const enrollments = useQuery(enrollmentCardsQueryOptions());
  const certificates = useQuery(certificatesQueryOptions());

  return (
    <Card data-testid="card-profile-overview">
      <CardContent className="flex flex-col items-center gap-6 p-6 text-center sm:flex-row sm:items-start sm:text-left">
        <AvatarUpload user={user} />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <h2 className="text-2xl font-semibold tracking-tight" data-testid="text-profile-name">
              {displayName(user)}
            </h2>
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <Badge data-testid="text-profile-role">{roleLabel(user.role)}</Badge>
              <span className="flex items-center gap-1 text-sm text-muted-foreground" data-testid="text-member-since">
                <Calendar className="h-4 w-4" aria-hidden />
                {memberSince ? t("profile.memberSince", { date: memberSince }) : t("profile.memberRecently")}
              </span>
            </div>
          </div>
          <ul className="flex flex-col items-center gap-2 sm:items-start">
            <Detail icon={<Mail className="h-4 w-4 shrink-0" aria-hidden />} testId="text-profile-email">
              {user.email}
            </Detail>
            {user.location && (
              <Detail icon={<MapPin className="h-4 w-4 shrink-0" aria-hidden />} testId="text-profile-location">
                {user.location}
              </Detail>
            )}
          </ul>
          {user.bio && (
            <p className="text-sm" data-testid="text-profile-bio">
              {user.bio}
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <CountBadge
              count={enrollments.data?.length}
              label={(n) => t("profile.coursesEnrolled", { n })}
              icon={<BookOpen className="h-4 w-4" aria-hidden />}
              testId="badge-courses-enrolled"
            />
            <CountBadge
              count={certificates.data?.length}
              label={(n) => t("profile.certificates", { n })}
              icon={<Award className="h-4 w-4" aria-hidden />}
              testId="badge-certificates"
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
