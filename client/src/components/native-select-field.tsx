// A native select with its label, optional description and validation message: SelectField's
// layout and test ids (select-{testId}, option-{testId}-{value}, error-{testId}) without Radix
// Select or react-hook-form, for a page's first visit (the sign-up's account type; docs/benchmarks.md).
import type { ReactNode } from "react";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect, type NativeSelectOption } from "@/components/ui/native-select";

interface NativeSelectFieldProps<T extends string> {
  id: string;
  label: string;
  testId: string;
  value: T | "";
  onChange: (value: T) => void;
  options: readonly NativeSelectOption<T>[];
  description?: ReactNode;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

export function NativeSelectField<T extends string>(props: NativeSelectFieldProps<T>) {
  const { id, label, testId, value, onChange, options, description, placeholder, error, disabled, onBlur } = props;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        testId={testId}
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ") || undefined}
      />
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <FieldError id={errorId} testId={`error-${testId}`} message={error} />
    </div>
  );
}
