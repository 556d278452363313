import type { ReactNode } from "react";
import { AtSign, Globe, Link2, Mail, MapPin } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { displayName, initialsOf, useCurrentUser } from "@/features/auth";
import { formatDate } from "@/lib/format";

function Detail({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <li className="flex items-center gap-2 text-sm text-muted-foreground">
      {icon}
      <span className="break-all" data-testid={testId}>
        {children}
      </span>
    </li>
  );
}

export default function ProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <div className="space-y-6">
      <PageHeader title="Profile" description="Your personal information." />
      <Card data-testid="card-profile-overview">
        <CardHeader className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
          <Avatar className="h-20 w-20">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback className="text-xl">{initialsOf(user)}</AvatarFallback>
          </Avatar>
          <div className="space-y-1">
            <CardTitle data-testid="text-profile-name">{displayName(user)}</CardTitle>
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <Badge variant="secondary" className="capitalize" data-testid="text-profile-role">
                {user.role}
              </Badge>
              <span className="text-sm text-muted-foreground" data-testid="text-member-since">
                Member since {formatDate(user.createdAt, "Recently")}
              </span>
            </div>
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          {user.bio && <p data-testid="text-profile-bio">{user.bio}</p>}
          <ul className="space-y-2">
            <Detail icon={<Mail className="h-4 w-4" aria-hidden />} testId="text-profile-email">
              {user.email}
            </Detail>
            {user.location && (
              <Detail icon={<MapPin className="h-4 w-4" aria-hidden />} testId="text-profile-location">
                {user.location}
              </Detail>
            )}
            {user.website && (
              <Detail icon={<Globe className="h-4 w-4" aria-hidden />} testId="text-profile-website">
                {user.website}
              </Detail>
            )}
            {user.linkedIn && (
              <Detail icon={<Link2 className="h-4 w-4" aria-hidden />} testId="text-profile-linkedin">
                {user.linkedIn}
              </Detail>
            )}
            {user.twitter && (
              <Detail icon={<AtSign className="h-4 w-4" aria-hidden />} testId="text-profile-twitter">
                {user.twitter}
              </Detail>
            )}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
