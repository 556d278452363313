import { Mail, Trash2, ShieldOff } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Role, UserStatus } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/auth";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { displayName, initialsOf } from "@/features/auth";
import { formatDate } from "@/lib/format";
import { SelectField } from "@/components/form-controls";

/** The role and status choices, in the active language. */
export function useUserOptions() {
  const { t } = useTranslation("admin");
  const roleOptions: { value: Role; label: string }[] = [
    { value: "personal", label: t("roles.personal") },
    { value: "entrepreneur", label: t("roles.entrepreneur") },
    { value: "admin", label: t("roles.admin") },
  ];
  const statusOptions: { value: UserStatus; label: string }[] = [
    { value: "active", label: t("userStatus.active") },
    { value: "inactive", label: t("userStatus.inactive") },
    { value: "suspended", label: t("userStatus.suspended") },
  ];
  return { roleOptions, statusOptions };
}

interface UserRowProps {
  user: PublicUser;
  isSelf: boolean;
  busy: boolean;
  onChange: (change: { role?: Role; status?: UserStatus }) => void;
  onDelete: () => void;
  /** Offered for another account with a second factor. */
  onResetTwoFactor: () => void;
}

/** One user with the email button, role and status selectors (sent at once) and delete (not on oneself). */
export function UserRow({ user, isSelf, busy, onChange, onDelete, onResetTwoFactor }: UserRowProps) {
  const { t } = useTranslation("admin");
  const { roleOptions, statusOptions } = useUserOptions();
  return (
    <li className="flex flex-wrap items-center gap-4 px-5 py-4" data-testid={`user-${user.id}`}>
      <Avatar className="h-10 w-10">
        <AvatarFallback>{initialsOf(user)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="font-medium" data-testid={`text-user-name-${user.id}`}>
          {displayName(user)} <span className="text-sm font-normal text-muted-foreground">@{user.username}</span>
          {isSelf && <span className="ml-2 text-xs text-primary">{t("users.you")}</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {t("users.emailJoined", { email: user.email, date: formatDate(user.createdAt) })}
        </p>
      </div>
      {user.twoFactorEnabled && !isSelf && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("users.resetTwoFactor", { username: user.username })}
          title={t("users.resetTwoFactor", { username: user.username })}
          onClick={onResetTwoFactor}
          disabled={busy}
          data-testid={`button-reset-2fa-${user.id}`}
        >
          <ShieldOff aria-hidden />
        </Button>
      )}
      <Button asChild variant="ghost" size="icon" aria-label={t("users.emailUser", { username: user.username })}>
        <a href={`mailto:${user.email}`} data-testid={`link-email-${user.id}`}>
          <Mail aria-hidden />
        </a>
      </Button>
      <SelectField
        hideLabel
        value={user.role}
        options={roleOptions}
        onChange={(role) => onChange({ role })}
        label={t("users.roleOf", { username: user.username })}
        testId={`role-${user.id}`}
        disabled={isSelf || busy}
        className="w-36"
      />
      <SelectField
        hideLabel
        value={user.status}
        options={statusOptions}
        onChange={(status) => onChange({ status })}
        label={t("users.statusOf", { username: user.username })}
        testId={`status-${user.id}`}
        disabled={isSelf || busy}
        className="w-32"
      />
      {isSelf ? (
        // Holds the delete button's place so the selectors line up with the other rows.
        <span className="inline-block h-10 w-10 shrink-0" aria-hidden data-testid={`spacer-delete-user-${user.id}`} />
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("users.deleteUser", { username: user.username })}
          onClick={onDelete}
          disabled={busy}
          data-testid={`button-delete-user-${user.id}`}
        >
          <Trash2 className="text-destructive" aria-hidden />
        </Button>
      )}
    </li>
  );
}
