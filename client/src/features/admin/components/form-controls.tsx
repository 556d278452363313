// Labelled textarea for the admin dialogs, wired like TextField (input-{testId} and error-{testId}).
import * as React from "react";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SwitchRow } from "@/components/form-controls";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

interface TextareaFieldProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  testId: string;
  error?: string;
}

export const TextareaField = React.forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  ({ id, label, testId, error, className, ...props }, ref) => (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`input-${testId}`}
        className="aria-[invalid=true]:border-destructive"
        {...props}
      />
      <FieldError id={`${id}-error`} testId={`error-${testId}`} message={error} />
    </div>
  ),
);
TextareaField.displayName = "TextareaField";

// course-form-dialog.tsx (changed on another branch right now) still imports the select and
// switch from here: they forward to the one set in components/form-controls until it moves.
export { SelectField } from "@/components/form-controls";

export function SwitchField(props: Omit<React.ComponentProps<typeof SwitchRow>, "className">) {
  return <SwitchRow className="rounded-md border p-3" {...props} />;
}

/** "Marketing" from "marketing". */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
