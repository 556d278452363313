import { LogOut } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { PublicUser } from "@shared/schemas/auth";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button, type ButtonProps } from "@/components/ui/button";
import { displayName, initialsOf } from "@/features/auth/session";
import { cn } from "@/lib/utils";

/** The signed-in user's avatar, name and role (docs/spec.md §2 layouts). */
export function UserIdentity({ user, className }: { user: PublicUser; className?: string }) {
  const { t } = useTranslation("common");
  const roles: Record<PublicUser["role"], string> = {
    admin: t("role.admin"),
    entrepreneur: t("role.entrepreneur"),
    personal: t("role.personal"),
  };
  return (
    <div className={cn("flex min-w-0 items-center gap-3", className)}>
      <Avatar className="h-9 w-9">
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback>{initialsOf(user)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" data-testid="text-user-name">
          {displayName(user)}
        </p>
        <p className="truncate text-xs text-muted-foreground" data-testid="text-user-role">
          {roles[user.role]}
        </p>
      </div>
    </div>
  );
}

interface LogoutButtonProps extends Omit<ButtonProps, "onClick"> {
  onLogout: () => void;
  isLoggingOut: boolean;
  /** Icon only on phones (the label stays for screen readers), full from the sm breakpoint. */
  compact?: boolean;
}

export function LogoutButton({ onLogout, isLoggingOut, className, variant = "outline", compact = false, ...props }: LogoutButtonProps) {
  const { t } = useTranslation("common");
  return (
    <Button variant={variant} onClick={onLogout} disabled={isLoggingOut} className={className} data-testid="button-logout" {...props}>
      <LogOut aria-hidden />
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>
        {isLoggingOut ? t("userMenu.loggingOut") : t("userMenu.logout")}
      </span>
    </Button>
  );
}
