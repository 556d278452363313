import { useTranslation } from "@/i18n/react";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/features/auth";
import { affiliateLinkFor } from "../api/affiliate-link";
import { AffiliateLinkTools } from "../components/affiliate-link-tools";
import { CustomMessage, MessageTemplates } from "../components/message-templates";
import { PromoCodesCard } from "../components/promo-codes-card";

export default function MarketingToolsPage() {
  const { t } = useTranslation("affiliate");
  const { user } = useCurrentUser();
  if (!user) return null;
  const { code, link } = affiliateLinkFor(user);

  return (
    <div className="space-y-6">
      <PageHeader title={t("tools.title")} description={t("tools.description")} />
      <AffiliateLinkTools code={code} link={link} />
      <PromoCodesCard />
      <MessageTemplates link={link} />
      <CustomMessage link={link} />
    </div>
  );
}
