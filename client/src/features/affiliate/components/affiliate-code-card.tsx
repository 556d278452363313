import { Copy, Link2, Share2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { PublicUser } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { copyToClipboard, shareOrCopy } from "@/lib/clipboard";
import { affiliateLinkFor } from "../api/affiliate-link";

/** The entrepreneur's affiliate code with Copy Code and Share Link (docs/spec.md §2). */
export function AffiliateCodeCard({ user, onGenerate }: { user: PublicUser; onGenerate?: () => void }) {
  const { t } = useTranslation("affiliate");
  const { code, link } = affiliateLinkFor(user);

  return (
    <Card data-testid="card-affiliate-code">
      <CardHeader>
        <CardTitle className="text-lg">{t("codeCard.title")}</CardTitle>
        <CardDescription>{t("codeCard.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p
          className="rounded-md border border-dashed bg-muted px-4 py-3 text-center font-mono text-2xl font-bold tracking-widest"
          data-testid="text-affiliate-code"
        >
          {code}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => copyToClipboard(code, t("notice.codeCopied"))} data-testid="button-copy-code">
            <Copy aria-hidden />
            {t("codeCard.copyCode")}
          </Button>
          <Button
            variant="outline"
            onClick={() => shareOrCopy({ title: t("share.title"), text: t("share.text"), url: link }, link)}
            data-testid="button-share-link"
          >
            <Share2 aria-hidden />
            {t("codeCard.shareLink")}
          </Button>
          {onGenerate && (
            <Button variant="outline" onClick={onGenerate} data-testid="button-generate-link">
              <Link2 aria-hidden />
              {t("codeCard.generateLink")}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
