import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import type { Role } from "@shared/constants";
import { Button } from "@/components/ui/button";

const ROLE_NAMES: Record<Role, string> = { admin: "admin", entrepreneur: "entrepreneur", personal: "personal" };

/** Shown when a signed-in user opens a screen of another role (the server refuses its data anyway). */
export function AccessDenied({ allowedRoles }: { allowedRoles: readonly Role[] }) {
  const names = allowedRoles.map((role) => ROLE_NAMES[role]).join(" or ");
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlert className="h-12 w-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold" data-testid="text-access-denied">
        This page is not available for your account
      </h1>
      <p className="text-muted-foreground">It is only available to {names} accounts.</p>
      <Button asChild>
        <Link href="/" data-testid="link-go-dashboard">
          Go to your dashboard
        </Link>
      </Button>
    </div>
  );
}
