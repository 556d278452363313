// Chinese needs a CJK font, which many computers lack (they draw empty boxes): the zh locale loads
// Noto Sans SC (@fontsource/noto-sans-sc, SIL OFL) as a web font. Its CSS splits the font into
// ~100 unicode-range slices, so the browser downloads only the slices of the characters on
// screen; the CSS itself is a chunk of its own, asked for only when zh becomes active, so the other
// languages' first visit carries nothing of it (docs/decisions/032-certificate-fonts.md).
// client/src/index.css names "Noto Sans SC" after the system fonts: Latin text keeps them.

let requested: Promise<unknown> | null = null;

export function loadCjkFont(): Promise<unknown> {
  // Regular and bold: medium (500) and semibold (600) text take the nearest of the two.
  requested ??= Promise.all([import("@fontsource/noto-sans-sc/400.css"), import("@fontsource/noto-sans-sc/700.css")]).catch(
    (error: unknown) => {
      requested = null; // a failed download is asked again at the next switch to Chinese
      throw error;
    },
  );
  return requested;
}
