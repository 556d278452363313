// The player's quality menu (PRODUCT.md §10): Auto, or one rendition of the HLS stream.
import { useEffect, useId, useRef, useState } from "react";
import { Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { HlsSource } from "../hooks/use-hls-source";

export function QualityMenu({ hls, disabled }: { hls: Pick<HlsSource, "levels" | "selected" | "playing" | "select">; disabled?: boolean }) {
  const { t } = useTranslation("player");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  if (hls.levels.length < 2) return null;
  const current = hls.levels.find((l) => l.index === hls.playing);
  const options = [
    { index: -1, label: current ? t("quality.autoWith", { quality: current.label }) : t("quality.auto") },
    ...[...hls.levels].reverse().map((l) => ({ index: l.index, label: l.label })),
  ];
  const choose = (index: number) => {
    hls.select(index);
    setOpen(false);
  };

  return (
    // Keys inside the menu are the menu's own, not the player's shortcuts.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={boxRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
        if (open) event.stopPropagation();
      }}
    >
      <button
        type="button"
        aria-label={t("quality.label")}
        title={t("quality.label")}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
        data-testid="button-quality"
        className="flex h-9 items-center gap-1 rounded-md px-2 text-xs text-white transition hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-50 [&_svg]:h-5 [&_svg]:w-5"
      >
        <Settings aria-hidden />
        <span className="tabular-nums">
          {hls.selected === -1 ? t("quality.auto") : hls.levels.find((l) => l.index === hls.selected)?.label}
        </span>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t("quality.label")}
          className="absolute bottom-11 right-0 z-20 min-w-32 rounded-md bg-black/90 py-1 text-sm shadow-lg"
          data-testid="menu-quality"
        >
          {options.map((option) => (
            <li key={option.index} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={hls.selected === option.index}
                onClick={() => choose(option.index)}
                data-testid={`quality-option-${option.index === -1 ? "auto" : option.label}`}
                className={cn(
                  "block w-full px-3 py-1.5 text-left hover:bg-white/15 focus-visible:bg-white/15 focus-visible:outline-none",
                  hls.selected === option.index && "font-semibold",
                )}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
