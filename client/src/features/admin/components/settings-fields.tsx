import type { ReactNode } from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { ChoiceSelect } from "@/components/choice-select";

export function SettingsCard({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export function SwitchField<T extends FieldValues>({ control, name, label, hint }: { control: Control<T>; name: FieldPath<T>; label: string; hint?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border p-3 sm:col-span-2">
      <div>
        <Label htmlFor={`setting-${name}`}>{label}</Label>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Switch id={`setting-${name}`} checked={!!field.value} onCheckedChange={field.onChange} data-testid={`switch-${name}`} />}
      />
    </div>
  );
}

export function SelectField<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <div className="space-y-2">
      <Label>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <ChoiceSelect value={field.value as V} options={options} onChange={field.onChange} label={label} testId={name} />}
      />
    </div>
  );
}
