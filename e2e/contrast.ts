import type { Locator } from "@playwright/test";

/**
 * The contrast ratio of an element's text against what is really behind it: its own and its
 * ancestors' backgrounds composited (a translucent tint over a card), which axe reports only as
 * "needs review". Colours are read as the browser computed them.
 */
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const parse = (css: string): [number, number, number, number] => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext("2d")!;
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const layers: [number, number, number, number][] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    let [r, g, b] = [255, 255, 255];
    for (const [lr, lg, lb, la] of layers.reverse()) {
      r = lr * la + r * (1 - la);
      g = lg * la + g * (1 - la);
      b = lb * la + b * (1 - la);
    }
    const [fr, fg, fb] = parse(getComputedStyle(el).color);
    const lum = (c: number[]) =>
      c
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const [hi, lo] = [lum([fr, fg, fb]), lum([r, g, b])].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  });
}
