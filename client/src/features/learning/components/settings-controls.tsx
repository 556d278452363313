// One switch row and one select row of the settings form, bound to react-hook-form.
import { Controller, type Control } from "react-hook-form";
import type { LearnerSettings } from "@shared/schemas/profile";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { ChoiceSetting, SettingOption, ToggleSetting } from "./settings-options";

interface SettingSwitchProps {
  control: Control<LearnerSettings>;
  name: ToggleSetting;
  label: string;
  description: string;
}

export function SettingSwitch({ control, name, label, description }: SettingSwitchProps) {
  const id = `setting-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 py-3">
          <div className="space-y-1">
            <Label htmlFor={id}>{label}</Label>
            <p id={`${id}-description`} className="text-sm text-muted-foreground">
              {description}
            </p>
          </div>
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-description`}
            data-testid={`switch-${name}`}
          />
        </div>
      )}
    />
  );
}

interface SettingSelectProps<N extends ChoiceSetting> {
  control: Control<LearnerSettings>;
  name: N;
  label: string;
  description?: string;
  options: readonly SettingOption<LearnerSettings[N]>[];
  /** Called with the new value as soon as it is picked (the theme previews at once). */
  onPick?: (value: LearnerSettings[N]) => void;
}

export function SettingSelect<N extends ChoiceSetting>({ control, name, label, description, options, onPick }: SettingSelectProps<N>) {
  const id = `setting-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="space-y-2">
          <Label htmlFor={id}>{label}</Label>
          <Select
            value={field.value}
            onValueChange={(next) => {
              field.onChange(next);
              onPick?.(next as LearnerSettings[N]);
            }}
          >
            <SelectTrigger
              id={id}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={description ? `${id}-description` : undefined}
              data-testid={`select-${name}`}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value} data-testid={`option-${name}-${option.value}`}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && (
            <p id={`${id}-description`} className="text-xs text-muted-foreground">
              {description}
            </p>
          )}
          {fieldState.error && (
            <p role="alert" className="text-sm font-medium text-destructive" data-testid={`error-${name}`}>
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
