import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTranslation } from "@/i18n/react";
import { shortcutHelp } from "../lib/video-shortcuts";

interface ShortcutsHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The player's keys (docs/decisions/017-captions-and-player.md), opened with `?` or the keyboard button. */
export function ShortcutsHelp({ open, onOpenChange }: ShortcutsHelpProps) {
  const { t } = useTranslation("player");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="dialog-shortcuts">
        <DialogHeader>
          <DialogTitle>{t("shortcuts.title")}</DialogTitle>
          <DialogDescription>{t("shortcuts.description")}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("shortcuts.caption")}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("shortcuts.key")}</th>
              <th scope="col">{t("shortcuts.action")}</th>
            </tr>
          </thead>
          <tbody>
            {shortcutHelp().map(({ keys, action }) => (
              <tr key={action} className="border-b last:border-0">
                <td className="py-2 pr-4">
                  {keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 && <span className="px-1 text-muted-foreground">{t("shortcuts.or")}</span>}
                      <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2">{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
