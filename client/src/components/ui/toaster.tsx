import { UI } from "@shared/constants";
import { useToast } from "@/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";

/** Renders the toast store (docs/spec.md §9: 5000 ms, swipe right past 50 px, F8 focuses the region). */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider duration={UI.toastDurationMs} swipeDirection="right" swipeThreshold={UI.toastSwipeThresholdPx}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} data-testid="toast" {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle data-testid="toast-title">{title}</ToastTitle>}
            {description && <ToastDescription data-testid="toast-description">{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose data-testid="button-toast-close" />
        </Toast>
      ))}
      {/* Radix's default hotkey is F8. */}
      <ToastViewport />
    </ToastProvider>
  );
}
