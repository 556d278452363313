import { useTranslation } from "@/i18n/react";
import { statusLabel } from "@/lib/format";

/**
 * A commission's, referral's or account's status in the reader's language ("paid" -> "Paid",
 * "Pagada"). Each known status is its own key so the extractor sees it; an unknown one reads as
 * statusLabel writes it.
 */
export function useStatusText(): (status: string) => string {
  const { t } = useTranslation("affiliate");
  return (status) => {
    switch (status) {
      case "pending":
        return t("status.pending");
      case "paid":
        return t("status.paid");
      case "reversed":
        return t("status.reversed");
      case "active":
        return t("status.active");
      case "inactive":
        return t("status.inactive");
      case "suspended":
        return t("status.suspended");
      default:
        return statusLabel(status);
    }
  };
}
