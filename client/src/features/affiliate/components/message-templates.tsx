import { useState } from "react";
import { Copy, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { copyToClipboard, shareOrCopy } from "@/lib/clipboard";
import { MARKETING_TEMPLATES, withJoinLink } from "../api/marketing-templates";

export function MessageTemplates({ link }: { link: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Message Templates</CardTitle>
        <CardDescription>Ready-made messages with your link already in them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-3">
        {MARKETING_TEMPLATES.map((template) => {
          const text = template.text(link);
          return (
            <div key={template.id} className="flex flex-col gap-3 rounded-lg border p-4" data-testid={`template-${template.id}`}>
              <p className="font-medium">{template.title}</p>
              <p className="flex-1 whitespace-pre-line break-words text-sm text-muted-foreground">{text}</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => copyToClipboard(text, "Copied!")}
                data-testid={`button-copy-template-${template.id}`}
              >
                <Copy aria-hidden />
                Copy
              </Button>
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}

export function CustomMessage({ link }: { link: string }) {
  const [message, setMessage] = useState("");
  const empty = message.trim().length === 0;
  const full = withJoinLink(message, link);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Custom Message</CardTitle>
        <CardDescription>Write your own message; your link is added at the end.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor="custom-message" className="sr-only">
          Your message
        </Label>
        <Textarea
          id="custom-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Tell people why they should join..."
          rows={4}
          data-testid="input-custom-message"
        />
        <div className="flex flex-wrap gap-2">
          <Button disabled={empty} onClick={() => copyToClipboard(full, "Copied!")} data-testid="button-copy-with-link">
            <Copy aria-hidden />
            Copy with Link
          </Button>
          <Button
            variant="outline"
            disabled={empty}
            onClick={() => shareOrCopy({ title: "GSM Academy", text: full }, full)}
            data-testid="button-share-message"
          >
            <Share2 aria-hidden />
            Share
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
