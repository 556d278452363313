// The one set of select and switch controls, built on the ui primitives. Test ids:
// select-{testId}, option-{testId}-{value}, switch-{testId}, error-{testId}.
import * as React from "react";
import type { ReactNode } from "react";
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import { FieldError, TextField, type TextFieldProps } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

interface SelectFieldProps<T extends string> {
  label: string;
  testId: string;
  value: T | "";
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** Needed for a visible label (htmlFor) and for the description and error ids. */
  id?: string;
  /** The label becomes the trigger's aria-label (filters in a toolbar, selects in a table row). */
  hideLabel?: boolean;
  description?: ReactNode;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  onBlur?: () => void;
  /** On the wrapper; with hideLabel, on the trigger (there is no wrapper). */
  className?: string;
}

/** A Radix select with its label, optional description and validation message. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { label, testId, value, onChange, options, id, hideLabel, description, placeholder, error, disabled, onBlur, className } = props;
  const descriptionId = id && description ? `${id}-description` : undefined;
  const errorId = id && error ? `${id}-error` : undefined;
  const select = (
    <Select value={value || undefined} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger
        id={id}
        onBlur={onBlur}
        aria-label={hideLabel ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(descriptionId, errorId)}
        data-testid={`select-${testId}`}
        className={cn("aria-[invalid=true]:border-destructive", hideLabel && className)}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled} data-testid={`option-${testId}-${option.value}`}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  if (hideLabel && !description && !error) return select;
  return (
    <div className={cn("space-y-2", !hideLabel && className)}>
      {hideLabel ? null : <Label htmlFor={id}>{label}</Label>}
      {select}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <FieldError id={errorId} testId={`error-${testId}`} message={error} />
    </div>
  );
}

interface SwitchRowProps {
  id: string;
  label: string;
  testId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
  /** Spacing and frame of the row ("rounded-md border p-3" in dialogs, "py-3" in lists). */
  className?: string;
  hideLabel?: boolean;
}

/**
 * A switch with its label and description on one row. `hideLabel`: the switch alone, its label
 * read out as its aria-label (a switch in a list row or on a card, next to what it turns on).
 */
export function SwitchRow({ id, label, testId, checked, onChange, description, disabled, onBlur, className, hideLabel }: SwitchRowProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  if (hideLabel)
    return (
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        aria-label={label}
        data-testid={`switch-${testId}`}
        className={className}
      />
    );
  return (
    <div className={cn("flex items-center justify-between gap-4", className)}>
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        aria-describedby={descriptionId}
        data-testid={`switch-${testId}`}
      />
    </div>
  );
}

interface TextareaFieldProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  testId: string;
  error?: string;
}

/** A labelled textarea, wired like TextField (input-{testId} and error-{testId}). */
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

// react-hook-form bindings: the field's name is its test id, and the id is `${idPrefix}${name}`.

interface FormTextFieldProps<TValues extends FieldValues, N extends FieldPath<TValues>> extends Omit<
  TextFieldProps,
  "id" | "testId" | "error" | "name" | "form"
> {
  /** The form (what useForm returns), whatever its submitted values' type. */
  form: Pick<UseFormReturn<TValues>, "register" | "getFieldState" | "formState">;
  name: N;
  /** The input's id: `name` unless told. */
  id?: string;
  /** Suffix of input-{testId} and error-{testId}: the id unless told. */
  testId?: string;
  /** Passed to register (valueAsNumber, setValueAs). */
  registerOptions?: RegisterOptions<TValues, N>;
  /** False while the field does not count (an uploaded image replaces the URL typed). */
  showError?: boolean;
}

/** A TextField registered with the form under `name`, showing that field's validation message. */
export function FormTextField<TValues extends FieldValues, N extends FieldPath<TValues>>({
  form,
  name,
  id = name,
  testId = id,
  registerOptions,
  showError = true,
  ...props
}: FormTextFieldProps<TValues, N>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <TextField
      id={id}
      testId={testId}
      error={showError ? error?.message : undefined}
      {...props}
      {...form.register(name, registerOptions)}
    />
  );
}

interface FormSelectFieldProps<TValues extends FieldValues, N extends FieldPath<TValues>> {
  control: Control<TValues>;
  name: N;
  label: string;
  options: readonly SelectOption<FieldPathValue<TValues, N> & string>[];
  idPrefix?: string;
  description?: ReactNode;
  /** Called with the new value as soon as it is picked (the theme previews at once). */
  onPick?: (value: FieldPathValue<TValues, N>) => void;
  className?: string;
}

export function FormSelectField<TValues extends FieldValues, N extends FieldPath<TValues>>({
  control,
  name,
  label,
  options,
  idPrefix = "setting-",
  description,
  onPick,
  className,
}: FormSelectFieldProps<TValues, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          id={`${idPrefix}${name}`}
          label={label}
          testId={name}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            onPick?.(next);
          }}
          onBlur={field.onBlur}
          options={options}
          description={description}
          error={fieldState.error?.message}
          className={className}
        />
      )}
    />
  );
}

interface FormSwitchRowProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  description?: ReactNode;
  idPrefix?: string;
  className?: string;
}

export function FormSwitchRow<TValues extends FieldValues>({
  control,
  name,
  label,
  description,
  idPrefix = "setting-",
  className,
}: FormSwitchRowProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchRow
          id={`${idPrefix}${name}`}
          label={label}
          testId={name}
          checked={!!field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          description={description}
          className={className}
        />
      )}
    />
  );
}
