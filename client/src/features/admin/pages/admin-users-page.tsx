import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Search, UserCheck, UserCog, Users, Briefcase, GraduationCap } from "lucide-react";
import type { Role, UserStatus } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/auth";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Pager } from "@/components/pager";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth";
import { toast } from "@/hooks/use-toast";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import {
  adminUsersQueryOptions,
  USERS_PAGE_SIZE,
  useDeleteUser,
  useResetTwoFactor,
  useUpdateUser,
  type UserFilters,
} from "../api/admin-management";
import { SelectField } from "@/components/form-controls";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { UserRow, useUserOptions } from "../components/user-row";
import { QueryView } from "@/components/query-view";

const EMPTY: UserFilters = { search: "", role: "all", status: "all", offset: 0 };

function failure(title: string, error: unknown) {
  notifyMutationFailure(title, error);
}

/** docs/spec.md §2 Admin users: counts, search and filters done by the server, changes sent at once. */
export default function AdminUsersPage() {
  const { t } = useTranslation("admin");
  const { roleOptions, statusOptions } = useUserOptions();
  const all = { value: "all", label: t("users.filterAll") } as const;
  const { user: me } = useCurrentUser();
  const [filters, setFilters] = useState<UserFilters>(EMPTY);
  const [searchText, setSearchText] = useState("");
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const list = useQuery(adminUsersQueryOptions(filters));
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();

  // The search goes to the server a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === searchText ? f : { ...f, search: searchText, offset: 0 })), 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  const counts = list.data?.counts;
  const filtered = filters.search !== "" || filters.role !== "all" || filters.status !== "all";
  const change = (u: PublicUser, c: { role?: Role; status?: UserStatus }) =>
    update.mutate(
      { id: u.id, change: c },
      {
        onSuccess: () => toast({ title: c.role ? t("users.roleUpdated") : t("users.statusUpdated") }),
        onError: (e) => failure(t("users.updateFailed"), e),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader title={t("users.title")} description={t("users.description")} />
      <StatGrid>
        <StatCard label={t("users.stats.total")} value={counts?.total} icon={Users} testId="stat-total-users" />
        <StatCard label={t("users.stats.active")} value={counts?.active} icon={UserCheck} testId="stat-active-users" />
        <StatCard label={t("users.stats.entrepreneurs")} value={counts?.entrepreneurs} icon={Briefcase} testId="stat-entrepreneurs" />
        <StatCard label={t("users.stats.personal")} value={counts?.personal} icon={GraduationCap} testId="stat-personal" />
      </StatGrid>
      <Card>
        <CardContent className="flex flex-wrap items-center gap-3 p-4">
          <div className="relative min-w-56 flex-1">
            <Search className="absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={t("users.searchPlaceholder")}
              aria-label={t("users.searchLabel")}
              className="pl-9"
              data-testid="input-search-users"
            />
          </div>
          <SelectField
            hideLabel
            value={filters.role}
            options={[all, ...roleOptions]}
            onChange={(role) => setFilters((f) => ({ ...f, role, offset: 0 }))}
            label={t("users.filterRole")}
            testId="filter-role"
            className="w-40"
          />
          <SelectField
            hideLabel
            value={filters.status}
            options={[all, ...statusOptions]}
            onChange={(status) => setFilters((f) => ({ ...f, status, offset: 0 }))}
            label={t("users.filterStatus")}
            testId="filter-status"
            className="w-40"
          />
        </CardContent>
      </Card>
      <QueryView
        query={list}
        what={t("users.what")}
        errorTestId="users-error"
        errorIcon={UserCog}
        loading={
          <div className="space-y-2" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" data-testid="skeleton-admin-user" />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={UserCog}
            title={t("users.empty.title")}
            description={filtered ? t("users.empty.filtered") : t("users.empty.none")}
            testId="empty-users"
            action={
              filtered && (
                <Button variant="outline" onClick={() => (setSearchText(""), setFilters(EMPTY))} data-testid="button-clear-filters">
                  {t("users.clearFilters")}
                </Button>
              )
            }
          />
        }
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul className="divide-y" data-testid="list-users">
                {data.items.map((u) => (
                  <UserRow
                    key={u.id}
                    user={u}
                    isSelf={u.id === me?.id}
                    busy={(update.isPending && update.variables?.id === u.id) || (remove.isPending && remove.variables === u.id)}
                    onChange={(c) => change(u, c)}
                    onDelete={() => setDeleting(u)}
                    onResetTwoFactor={() => setResetting(u)}
                  />
                ))}
              </ul>
              <div className="px-5 pb-3">
                <Pager
                  offset={filters.offset}
                  limit={USERS_PAGE_SIZE}
                  total={data.total}
                  totalCapped={data.totalCapped}
                  onChange={(offset) => setFilters((f) => ({ ...f, offset }))}
                />
              </div>
            </CardContent>
          </Card>
        )}
      </QueryView>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("users.delete.title")}
        description={deleting ? t("users.delete.description", { username: deleting.username }) : ""}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: t("users.deleted") }),
            onError: (e) => failure(t("users.deleteFailed"), e),
          });
          setDeleting(null);
        }}
      />
      <ConfirmDeleteDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={t("users.resetTwoFactorDialog.title")}
        description={resetting ? t("users.resetTwoFactorDialog.description", { username: resetting.username }) : ""}
        confirmLabel={t("users.resetTwoFactorDialog.confirm")}
        onConfirm={() => {
          if (!resetting) return;
          resetTwoFactor.mutate(resetting.id, {
            onSuccess: () => toast({ title: t("users.resetTwoFactorDialog.done") }),
            onError: (e) => failure(t("users.resetTwoFactorDialog.failed"), e),
          });
          setResetting(null);
        }}
      />
    </div>
  );
}
