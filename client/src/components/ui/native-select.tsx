// A native <select> drawn like the Radix select's trigger (docs/benchmarks.md: the catalogue's filters and
// the sign-up's account type load no Radix Select, popper or scroll lock on a first visit). The
// browser's own list works with the keyboard, screen readers and touch at any width.
// Test ids as SelectField's: select-{testId} on the <select>, option-{testId}-{value} on each option.
import * as React from "react";
import { ChevronDown } from "lucide-react";

export interface NativeSelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps<T extends string> extends Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "onChange" | "className"
> {
  testId: string;
  value: T | "";
  onValueChange: (value: T) => void;
  options: readonly NativeSelectOption<T>[];
  /** Shown (and not choosable) while nothing is chosen. */
  placeholder?: string;
  /** On the wrapper, which holds the width. */
  className?: string;
}

// No cn(): the class merge (client/src/lib/class-merge.ts) is not needed for this.
const SELECT =
  "flex h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm text-foreground ring-offset-background focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive";

export function NativeSelect<T extends string>({
  testId,
  value,
  onValueChange,
  options,
  placeholder,
  className = "",
  ...props
}: NativeSelectProps<T>) {
  return (
    <div className={`relative ${className}`}>
      <select
        {...props}
        value={value}
        onChange={(event) => onValueChange(event.target.value as T)}
        data-testid={`select-${testId}`}
        className={SELECT}
      >
        {value === "" && (
          <option value="" disabled>
            {placeholder ?? ""}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} data-testid={`option-${testId}-${option.value}`}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 opacity-50" aria-hidden />
    </div>
  );
}
