// The cues of a WebVTT file for the transcript (docs/decisions/017-captions-and-player.md): times in seconds and the text
// without markup. The server stores only files it has checked (WebVTT, or SRT converted).

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMING = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})[ \t]+-->[ \t]+((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})/;

function seconds(stamp: string): number {
  const parts = stamp.split(":").map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&nbsp;": "\u00a0", "&lrm;": "", "&rlm;": "" };

/** Cue text as words: tags (<v Ann>, <b>, <00:01.000>) dropped, entities decoded. */
export function plainCueText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

export function parseVtt(text: string): Cue[] {
  const cues: Cue[] = [];
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split("\n");
    const at = lines.findIndex((line) => TIMING.test(line.trim()));
    if (at < 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0])) continue;
    const [, start, end] = TIMING.exec(lines[at].trim()) ?? [];
    const body = plainCueText(lines.slice(at + 1).join(" "));
    if (body) cues.push({ start: seconds(start), end: seconds(end), text: body });
  }
  return cues;
}

/** The cue playing at `time`: the last one started and not ended, else -1. */
export function activeCueIndex(cues: readonly Cue[], time: number): number {
  for (let i = cues.length - 1; i >= 0; i--) {
    if (cues[i].start <= time && time < cues[i].end) return i;
  }
  return -1;
}
