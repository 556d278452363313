// The display theme of the learner settings (docs/spec.md §3, docs/product-rules.md §4: stored and applied).
// "dark" puts the `dark` class on <html> (index.css swaps the colour tokens under it), "light"
// removes it, "system" follows prefers-color-scheme and its changes. The last applied preference is
// mirrored in localStorage so a reload paints in the right theme before the settings arrive.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Theme } from "@shared/schemas/profile";
import { currentUserQueryOptions } from "@/features/auth/session";
import { learnerSettingsQueryOptions } from "@/features/learning";

export type { Theme };
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "gsm-theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

// The values of THEMES (shared/schemas/profile.ts), listed here so the first bundle does not pull in
// zod just to read localStorage; the Record type fails to compile if the shared list changes.
const KNOWN_THEMES: Record<Theme, true> = { light: true, dark: true, system: true };

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && Object.hasOwn(KNOWN_THEMES, value);
}

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : "system";
  } catch {
    return "system"; // storage blocked (private mode, sandboxed frame)
  }
}

function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not fatal: the settings still apply once loaded.
  }
}

/** After sign-out or account deletion the next page load starts from the system theme. */
export function forgetStoredTheme(): void {
  storeTheme("system");
}

function darkMediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === "system") return darkMediaQuery()?.matches ? "dark" : "light";
  return theme;
}

/** Puts the theme on <html> at once (also sets color-scheme so native controls and scrollbars match). */
export function applyTheme(theme: Theme): ResolvedTheme {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  return resolved;
}

// As early as this bundle runs, before React renders anything: no flash of the wrong theme.
if (typeof document !== "undefined") applyTheme(readStoredTheme());

interface ThemeContextValue {
  /** The preference in effect: the previewed one, else the saved one. */
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  /** Shows a theme before it is saved (the settings form); null goes back to the saved theme. */
  setPreviewTheme: (theme: Theme | null) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Watches the session without asking for it: every route loads /api/user itself.
  const session = useQuery({ ...currentUserQueryOptions, enabled: false });
  const user = session.data ?? null;
  const signedOut = session.status === "success" && !user;
  const settings = useQuery({ ...learnerSettingsQueryOptions, enabled: Boolean(user) });
  const [preview, setPreview] = useState<Theme | null>(null);
  const [initialTheme] = useState(readStoredTheme);

  // Signed out: the system theme. Signed in: the saved setting, the last applied one until it loads.
  const saved: Theme = user ? (settings.data?.theme ?? initialTheme) : signedOut ? "system" : initialTheme;
  const theme = preview ?? saved;
  const [resolvedTheme, setResolvedTheme] = useState<ResolvedTheme>(() => resolveTheme(theme));

  useEffect(() => {
    setResolvedTheme(applyTheme(theme));
    storeTheme(theme);
    if (theme !== "system") return;
    const media = darkMediaQuery();
    if (!media) return;
    const follow = () => setResolvedTheme(applyTheme("system"));
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [theme]);

  // A preview belongs to the screen that set it; signing out drops it.
  useEffect(() => {
    if (signedOut) setPreview(null);
  }, [signedOut]);

  const setPreviewTheme = useCallback((next: Theme | null) => setPreview(next), []);
  const value = useMemo(() => ({ theme, resolvedTheme, setPreviewTheme }), [theme, resolvedTheme, setPreviewTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside <ThemeProvider>");
  return context;
}
