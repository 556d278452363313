import { useState } from "react";
import { Copy, Share2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { copyToClipboard, shareOrCopy } from "@/lib/clipboard";
import { MARKETING_TEMPLATES, withJoinLink } from "../api/marketing-templates";

export function MessageTemplates({ link }: { link: string }) {
  const { t } = useTranslation("affiliate");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("tools.templates.title")}</CardTitle>
        <CardDescription>{t("tools.templates.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-3">
        {MARKETING_TEMPLATES.map((template) => {
          const text = template.text(link);
          return (
            <div key={template.id} className="flex flex-col gap-3 rounded-lg border p-4" data-testid={`template-${template.id}`}>
              <p className="font-medium">{template.title()}</p>
              <p className="flex-1 whitespace-pre-line break-words text-sm text-muted-foreground">{text}</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => copyToClipboard(text, t("notice.copied"))}
                data-testid={`button-copy-template-${template.id}`}
              >
                <Copy aria-hidden />
                {t("tools.templates.copy")}
              </Button>
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}

export function CustomMessage({ link }: { link: string }) {
  const { t } = useTranslation("affiliate");
  const [message, setMessage] = useState("");
  const empty = message.trim().length === 0;
  const full = withJoinLink(message, link);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("tools.custom.title")}</CardTitle>
        <CardDescription>{t("tools.custom.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor="custom-message" className="sr-only">
          {t("tools.custom.label")}
        </Label>
        <Textarea
          id="custom-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t("tools.custom.placeholder")}
          rows={4}
          data-testid="input-custom-message"
        />
        <div className="flex flex-wrap gap-2">
          <Button disabled={empty} onClick={() => copyToClipboard(full, t("notice.copied"))} data-testid="button-copy-with-link">
            <Copy aria-hidden />
            {t("tools.custom.copyWithLink")}
          </Button>
          <Button
            variant="outline"
            disabled={empty}
            onClick={() => shareOrCopy({ title: t("share.title"), text: full }, full)}
            data-testid="button-share-message"
          >
            <Share2 aria-hidden />
            {t("tools.share")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
