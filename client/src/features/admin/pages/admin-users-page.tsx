import { UserCog } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

export default function AdminUsersPage() {
  return (
    <div>
      <PageHeader title="User Management" description="Search users and manage their roles and status." />
      <EmptyState
        icon={UserCog}
        title="The user list is not available yet"
        description="Users, with their role and status controls, will be listed here."
        testId="empty-admin-users"
      />
    </div>
  );
}
