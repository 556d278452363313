import { Copy, Mail, MessageCircle, Share2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { copyToClipboard, shareOrCopy } from "@/lib/clipboard";
import { mailtoHref, whatsappHref } from "../api/marketing-templates";

function CopyField({
  id,
  label,
  copyLabel,
  value,
  testId,
  notice,
}: {
  id: string;
  label: string;
  copyLabel: string;
  value: string;
  testId: string;
  notice: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly className="font-mono" data-testid={`input-${testId}`} />
        <Button
          variant="outline"
          size="icon"
          aria-label={copyLabel}
          onClick={() => copyToClipboard(value, notice)}
          data-testid={`button-copy-${testId}`}
        >
          <Copy aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** Read-only link and code with copy buttons, plus the quick share actions. */
export function AffiliateLinkTools({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation("affiliate");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("tools.link.title")}</CardTitle>
        <CardDescription>{t("tools.link.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <CopyField
            id="affiliate-link"
            label={t("tools.link.linkLabel")}
            copyLabel={t("tools.link.copyLinkLabel")}
            value={link}
            testId="affiliate-link"
            notice={t("notice.linkCopied")}
          />
          <CopyField
            id="affiliate-code"
            label={t("tools.link.codeLabel")}
            copyLabel={t("tools.link.copyCodeLabel")}
            value={code}
            testId="affiliate-code"
            notice={t("notice.codeCopied")}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => copyToClipboard(link, t("notice.linkCopied"))} data-testid="button-quick-copy-link">
            <Copy aria-hidden />
            {t("tools.link.copyLink")}
          </Button>
          <Button
            variant="outline"
            onClick={() => shareOrCopy({ title: t("share.title"), text: t("share.text"), url: link }, link)}
            data-testid="button-quick-share"
          >
            <Share2 aria-hidden />
            {t("tools.share")}
          </Button>
          <Button asChild variant="outline">
            <a href={mailtoHref(link)} data-testid="link-quick-email">
              <Mail aria-hidden />
              {t("tools.link.email")}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={whatsappHref(link)} target="_blank" rel="noopener noreferrer" data-testid="link-quick-whatsapp">
              <MessageCircle aria-hidden />
              {t("tools.link.whatsapp")}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
