// A form label: a native <label> with the app's look. A double click on its text does not select
// it (as Radix Label did, which this replaces: it pulled Radix's primitive and slot into every
// page with a form, 1.1 KB compressed; docs/decisions/028-own-small-ui-primitives.md).
import * as React from "react";
import { cn } from "@/lib/utils";

export const Label = React.forwardRef<HTMLLabelElement, React.ComponentPropsWithoutRef<"label">>(
  ({ className, onMouseDown, ...props }, ref) => (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control, jsx-a11y/no-noninteractive-element-interactions -- callers pass htmlFor or wrap the control; the handler only keeps a double click from selecting the text
    <label
      ref={ref}
      className={cn("text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70", className)}
      onMouseDown={(event) => {
        // A press on a control inside the label is the control's own.
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  ),
);
Label.displayName = "Label";
