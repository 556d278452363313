import type { Role } from "@shared/constants";
import { ADMIN_SIGNUP_CLOSED_MESSAGE } from "@shared/schemas/auth";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ROLE_LABELS: Record<Role, string> = {
  personal: "Personal (Learner)",
  entrepreneur: "Entrepreneur (Affiliate)",
  admin: "Admin",
};

// Listed in the order of SPEC §2: personal is the default, then entrepreneur, then admin.
const ROLE_ORDER: readonly Role[] = ["personal", "entrepreneur", "admin"];

interface RoleSelectProps {
  value: Role;
  onChange: (role: Role) => void;
  adminSignupOpen: boolean;
  error?: string;
}

export function RoleSelect({ value, onChange, adminSignupOpen, error }: RoleSelectProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor="register-role">Account type</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Role)}>
        <SelectTrigger
          id="register-role"
          data-testid="select-role"
          aria-invalid={error ? true : undefined}
          aria-describedby={!adminSignupOpen ? "register-role-hint" : undefined}
        >
          <SelectValue placeholder="Choose an account type" />
        </SelectTrigger>
        <SelectContent>
          {ROLE_ORDER.map((role) => (
            <SelectItem
              key={role}
              value={role}
              disabled={role === "admin" && !adminSignupOpen}
              data-testid={`option-role-${role}`}
            >
              {ROLE_LABELS[role]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {!adminSignupOpen && (
        <p id="register-role-hint" className="text-xs text-muted-foreground" data-testid="text-admin-signup-closed">
          {ADMIN_SIGNUP_CLOSED_MESSAGE}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="error-role">
          {error}
        </p>
      )}
    </div>
  );
}
