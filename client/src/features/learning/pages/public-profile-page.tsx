// A public profile /u/:username (docs/product-rules.md §16): what the owner's visibility, showProgress
// and showCertificates let this reader see. The server decides; 401 and 404 are answers shown here.
import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen, Globe, Link2, Lock, LogIn, MapPin, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import type { PublicProfile } from "@shared/schemas/public-profile";
import { EmptyState } from "@/components/empty-state";
import { QueryFailed } from "@/components/query-view";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, initialsOf } from "@/features/auth";
import { useTranslation } from "@/i18n/react";
import { isApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { publicProfileQueryOptions } from "../api/profile-queries";

export default function PublicProfilePage() {
  const { username = "" } = useParams<{ username: string }>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfileView username={username} />
    </div>
  );
}

function ProfileView({ username }: { username: string }) {
  const { t } = useTranslation("learning");
  const query = useQuery(publicProfileQueryOptions(username));

  if (query.isPending) {
    return (
      <Card
        className="space-y-4 p-6"
        data-testid="skeleton-public-profile"
        role="status"
        aria-busy="true"
        aria-label={t("publicProfile.loading")}
      >
        <Skeleton className="h-20 w-20 rounded-full" />
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
      </Card>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 401) {
      return (
        <EmptyState
          icon={LogIn}
          title={t("publicProfile.signIn.title")}
          description={t("publicProfile.signIn.description")}
          action={
            <Button asChild>
              <Link href="/auth">{t("publicProfile.signIn.action")}</Link>
            </Button>
          }
          testId="text-profile-sign-in"
        />
      );
    }
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <EmptyState
          icon={UserX}
          title={t("publicProfile.notFound.title")}
          description={t("publicProfile.notFound.description")}
          testId="text-profile-not-found"
        />
      );
    }
    return <QueryFailed what={t("publicProfile.what")} onRetry={() => void query.refetch()} testId="error-public-profile" />;
  }
  return <ProfileContent profile={query.data} />;
}

function LinkItem({ href, icon, label, testId }: { href: string; icon: ReactNode; label: string; testId: string }) {
  return (
    <li>
      <a
        href={href}
        rel="noopener noreferrer nofollow ugc"
        target="_blank"
        className="inline-flex items-center gap-1.5 text-sm underline"
        data-testid={testId}
      >
        {icon}
        {label}
      </a>
    </li>
  );
}

function ProfileContent({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation("learning");
  const name = displayName(profile);
  const note =
    profile.isOwner && profile.visibility === "private"
      ? t("publicProfile.ownerPrivate")
      : profile.isOwner && profile.visibility === "students"
        ? t("publicProfile.ownerStudents")
        : null;
  return (
    <>
      {note && (
        <p className="flex items-center gap-2 rounded-md border bg-muted p-3 text-sm" data-testid="text-profile-owner-note">
          <Lock className="h-4 w-4 shrink-0" aria-hidden />
          {note}
        </p>
      )}
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar className="h-20 w-20 shrink-0">
            {profile.profileImageUrl && <AvatarImage src={profile.profileImageUrl} alt="" />}
            <AvatarFallback className="text-xl">{initialsOf(profile)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 space-y-2">
            <h1 className="break-words text-2xl font-bold tracking-tight" data-testid="text-profile-name">
              {name}
            </h1>
            <p className="text-sm text-muted-foreground">
              @{profile.username} · {t("publicProfile.memberSince", { date: formatDate(profile.memberSince) })}
            </p>
            {profile.location && (
              <p
                className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground sm:justify-start"
                data-testid="text-profile-location"
              >
                <MapPin className="h-4 w-4" aria-hidden />
                {profile.location}
              </p>
            )}
            {profile.bio && (
              <p className="whitespace-pre-line break-words" data-testid="text-profile-bio">
                {profile.bio}
              </p>
            )}
            {(profile.website || profile.linkedIn || profile.twitter) && (
              <ul className="flex flex-wrap justify-center gap-4 sm:justify-start">
                {profile.website && (
                  <LinkItem
                    href={profile.website}
                    icon={<Globe className="h-4 w-4" aria-hidden />}
                    label={t("publicProfile.website")}
                    testId="link-profile-website"
                  />
                )}
                {profile.linkedIn && (
                  <LinkItem
                    href={profile.linkedIn}
                    icon={<Link2 className="h-4 w-4" aria-hidden />}
                    label={t("publicProfile.linkedIn")}
                    testId="link-profile-linkedin"
                  />
                )}
                {profile.twitter && (
                  <LinkItem
                    href={profile.twitter}
                    icon={<Link2 className="h-4 w-4" aria-hidden />}
                    label={t("publicProfile.twitter")}
                    testId="link-profile-twitter"
                  />
                )}
              </ul>
            )}
          </div>
        </CardContent>
      </Card>

      {profile.certificates && (
        <Card data-testid="card-profile-certificates">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Award className="h-5 w-5" aria-hidden />
              {t("publicProfile.certificates")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {profile.certificates.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="text-profile-no-certificates">
                {t("publicProfile.noCertificates")}
              </p>
            ) : (
              <ul className="divide-y">
                {profile.certificates.map((c) => (
                  <li
                    key={c.courseId}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                    data-testid={`row-profile-certificate-${c.courseId}`}
                  >
                    <span className="min-w-0 break-words font-medium">{c.courseTitle}</span>
                    <span className="flex items-center gap-3 text-sm text-muted-foreground">
                      {formatDate(c.completedAt)}
                      <Link href={c.verifyUrl} className="underline" data-testid={`link-verify-certificate-${c.courseId}`}>
                        {t("publicProfile.verify")}
                        <span className="sr-only">: {c.courseTitle}</span>
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}

      {profile.coursesInProgress && (
        <Card data-testid="card-profile-progress">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <BookOpen className="h-5 w-5" aria-hidden />
              {t("publicProfile.inProgress")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {profile.coursesInProgress.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="text-profile-no-progress">
                {t("publicProfile.noProgress")}
              </p>
            ) : (
              <ul className="space-y-3">
                {profile.coursesInProgress.map((c) => (
                  <li key={c.courseId} data-testid={`row-profile-course-${c.courseId}`}>
                    <div className="flex justify-between gap-2 text-sm">
                      <span className="min-w-0 break-words font-medium">{c.courseTitle}</span>
                      <span>{t("publicProfile.percent", { value: c.progress })}</span>
                    </div>
                    <Progress value={c.progress} aria-label={c.courseTitle} className="mt-1" />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}
