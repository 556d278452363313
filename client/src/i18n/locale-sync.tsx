// The signed-in user's language setting picks the locale at once, without a reload (docs/product-rules.md
// §13); signed out, the visitor's choice or browser language stays.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { currentUserQueryOptions } from "@/features/auth/session";
import { learnerSettingsQueryOptions } from "@/features/learning";
import { changeLocale } from "./index";

export function LocaleSync() {
  // Watches the session without asking for it: every route loads /api/user itself.
  const session = useQuery({ ...currentUserQueryOptions, enabled: false });
  const settings = useQuery({ ...learnerSettingsQueryOptions, enabled: Boolean(session.data) });
  const language = session.data ? settings.data?.language : undefined;
  useEffect(() => {
    if (language) void changeLocale(language);
  }, [language]);
  return null;
}
