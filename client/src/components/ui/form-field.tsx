import * as React from "react";
import { useTranslation } from "@/i18n/react";
import { activeLocale } from "@/i18n";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type Translate = (message: string) => string;
let translate: Translate | null = null;
let loading: Promise<Translate> | null = null;

/**
 * The translator of validation messages (client/src/i18n/validation.ts, with the English templates
 * it matches against), loaded when a form first renders in another language than English: English
 * needs none, and a first visit to the sign-in page need not carry it (docs/benchmarks.md). `failed`: it did
 * not arrive, so the English message is shown rather than none.
 */
function useValidationTranslator(needed: boolean): { translate: Translate | null; failed: boolean } {
  const [failed, setFailed] = React.useState(false);
  const [, arrived] = React.useState(0);
  React.useEffect(() => {
    if (!needed || translate) return;
    let live = true;
    (loading ??= import("@/i18n/validation").then((module) => (translate = module.translateValidationMessage))).then(
      () => live && arrived((n) => n + 1),
      () => {
        loading = null; // the next form asks again
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return { translate, failed };
}

/**
 * A field's validation message, in the reader's language: the shared schemas and the server word
 * them in English, translated here (client/src/i18n/validation.ts).
 */
export function FieldError({ id, testId, message }: { id?: string; testId?: string; message?: string }) {
  // Asks for the catalog (and follows a change of language) without suspending: a form's first
  // render must not suspend the page, which React hides meanwhile (display: none), taking the focus
  // away from the button that opened the form's dialog, so the focus could not go back to it.
  const { ready } = useTranslation("validation", { useSuspense: false });
  const english = activeLocale() === "en";
  const { translate, failed } = useValidationTranslator(!english);
  if (!message) return null;
  let text = message;
  if (!english) {
    // Asked for when the form first rendered, the catalog and the translator are there by the time a message shows.
    if (translate && ready) text = translate(message);
    else if (!failed) return null;
  }
  return (
    <p id={id} role="alert" data-testid={testId} className="text-sm font-medium text-destructive">
      {text}
    </p>
  );
}

export interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Suffix of the test ids: input-{testId} and error-{testId}. */
  testId: string;
  error?: string;
  hint?: string;
}

/** Label, input and validation message wired together for screen readers. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
  ({ id, label, testId, error, hint, className, ...props }, ref) => {
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className={cn("space-y-2", className)}>
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={`input-${testId}`}
          {...props}
        />
        {hint && !error && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <FieldError id={errorId} testId={`error-${testId}`} message={error} />
      </div>
    );
  },
);
TextField.displayName = "TextField";
