import { Copy, Mail, MessageCircle, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { copyToClipboard, shareOrCopy } from "@/lib/clipboard";
import { mailtoHref, whatsappHref } from "../api/marketing-templates";

function CopyField({ id, label, value, testId, notice }: { id: string; label: string; value: string; testId: string; notice: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly className="font-mono" data-testid={`input-${testId}`} />
        <Button
          variant="outline"
          size="icon"
          aria-label={`Copy ${label.toLowerCase()}`}
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
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Affiliate Link</CardTitle>
        <CardDescription>Everyone who signs up through this link is credited to you.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <CopyField id="affiliate-link" label="Affiliate link" value={link} testId="affiliate-link" notice="Link copied!" />
          <CopyField id="affiliate-code" label="Affiliate code" value={code} testId="affiliate-code" notice="Code copied!" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => copyToClipboard(link, "Link copied!")} data-testid="button-quick-copy-link">
            <Copy aria-hidden />
            Copy Link
          </Button>
          <Button
            variant="outline"
            onClick={() => shareOrCopy({ title: "GSM Academy", text: "Learn new skills with GSM Academy", url: link }, link)}
            data-testid="button-quick-share"
          >
            <Share2 aria-hidden />
            Share
          </Button>
          <Button asChild variant="outline">
            <a href={mailtoHref(link)} data-testid="link-quick-email">
              <Mail aria-hidden />
              Email
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={whatsappHref(link)} target="_blank" rel="noopener noreferrer" data-testid="link-quick-whatsapp">
              <MessageCircle aria-hidden />
              WhatsApp
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
