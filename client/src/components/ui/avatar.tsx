// A round avatar: the picture once it has loaded, the initials until then or if it fails. Our own
// rather than Radix Avatar (same parts, elements and behaviour): it is on every signed-in page and
// the catalogue's top bar, where each kilobyte of a first visit counts (docs/benchmarks.md).
import * as React from "react";
import { cn } from "@/lib/utils";

type Status = "idle" | "loading" | "loaded" | "error";

const AvatarStatus = React.createContext<{ status: Status; setStatus: (status: Status) => void }>({
  status: "idle",
  setStatus: () => undefined,
});

export const Avatar = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement>>(({ className, ...props }, ref) => {
  const [status, setStatus] = React.useState<Status>("idle");
  const value = React.useMemo(() => ({ status, setStatus }), [status]);
  return (
    <AvatarStatus.Provider value={value}>
      <span ref={ref} className={cn("relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full", className)} {...props} />
    </AvatarStatus.Provider>
  );
});
Avatar.displayName = "Avatar";

/** Shown only once the browser has loaded it, so a broken or slow picture never shows as such. */
export const AvatarImage = React.forwardRef<HTMLImageElement, React.ImgHTMLAttributes<HTMLImageElement>>(
  ({ className, src, alt = "", ...props }, ref) => {
    const { status, setStatus } = React.useContext(AvatarStatus);
    React.useLayoutEffect(() => {
      if (!src) {
        setStatus("error");
        return;
      }
      let live = true;
      const image = new window.Image();
      image.onload = () => live && setStatus("loaded");
      image.onerror = () => live && setStatus("error");
      setStatus("loading");
      image.src = src;
      return () => {
        live = false;
      };
    }, [src, setStatus]);
    if (status !== "loaded") return null;
    return <img ref={ref} src={src} alt={alt} className={cn("aspect-square h-full w-full", className)} {...props} />;
  },
);
AvatarImage.displayName = "AvatarImage";

/** The initials, while there is no loaded picture. */
export const AvatarFallback = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement>>(({ className, ...props }, ref) => {
  const { status } = React.useContext(AvatarStatus);
  if (status === "loaded") return null;
  return (
    <span
      ref={ref}
      className={cn(
        "flex h-full w-full items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground",
        className,
      )}
      {...props}
    />
  );
});
AvatarFallback.displayName = "AvatarFallback";
