// `asChild`: a component's props, class and ref given to the one element it wraps (a Button drawn
// as a link). The part of Radix Slot our Button uses, without the rest (Slottable, compose-refs),
// which cost each first visit a shared chunk (docs/benchmarks.md). Radix's own triggers keep their Slot.
import * as React from "react";
import { cn } from "@/lib/utils";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/** The child's own props win, except that classes and styles add up and both handlers run (the child's first). */
function mergeProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child };
  for (const [name, value] of Object.entries(slot)) {
    const own = child[name];
    if (/^on[A-Z]/.test(name) && typeof value === "function" && typeof own === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = (own as (...a: unknown[]) => unknown)(...args);
        (value as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    }
  }
  if (slot.className || child.className) merged.className = cn(slot.className as string, child.className as string);
  if (slot.style || child.style) merged.style = { ...(slot.style as object), ...(child.style as object) };
  return merged;
}

export const Slot = React.forwardRef<HTMLElement, React.HTMLAttributes<HTMLElement> & { children?: React.ReactNode }>(
  ({ children, ...props }, forwardedRef) => {
    const child = React.Children.only(children);
    // React 19 keeps an element's ref among its props (reading `element.ref` warns).
    const childRef = React.isValidElement(child) ? (child.props as { ref?: React.Ref<HTMLElement> }).ref : undefined;
    const ref = React.useCallback(
      (node: HTMLElement | null) => {
        setRef(forwardedRef, node);
        setRef(childRef, node);
      },
      [forwardedRef, childRef],
    );
    if (!React.isValidElement<AnyProps>(child)) return null;
    return React.cloneElement(child, { ...mergeProps(props as AnyProps, child.props), ref });
  },
);
Slot.displayName = "Slot";
